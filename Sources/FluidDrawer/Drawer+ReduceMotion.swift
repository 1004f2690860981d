import FluidMotion

extension Drawer {
    /// Reduce Motion (`DrawerConfiguration.reducesMotion`): settles arrive at their detent
    /// without bouncing past it. Turning it on mid-settle takes the bounce out of the running
    /// settle from where it is.
    public var reducesMotion: Bool {
        get { configuration.reducesMotion }
        set {
            configuration.reducesMotion = newValue
            drawerSpring?.forbidsOvershoot = newValue
        }
    }
}
