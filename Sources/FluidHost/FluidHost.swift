// FluidHost — see DESIGN.md.
