// FluidDrawer — see DESIGN.md.
