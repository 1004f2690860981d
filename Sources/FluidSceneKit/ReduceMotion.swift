import FluidMotion

extension SpringAnimation {
    /// Turns on `forbidsOvershoot` when `reduces` (Reduce Motion, `SceneOptions.reduceMotion`);
    /// never turns it off, and leaves an animation that already has it untouched. Models call it
    /// whenever they store an animation, so every start and retarget is covered.
    package mutating func reduceMotion(_ reduces: Bool) {
        if reduces, !forbidsOvershoot { forbidsOvershoot = true }
    }
}
