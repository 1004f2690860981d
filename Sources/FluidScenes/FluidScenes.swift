// FluidScenes — see DESIGN.md.
