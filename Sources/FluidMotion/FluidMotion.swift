// FluidMotion — see DESIGN.md.
