// FluidGestures — see DESIGN.md.
