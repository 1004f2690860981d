// FluidRender — see DESIGN.md.
