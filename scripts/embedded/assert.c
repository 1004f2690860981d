// fluid.wasm's assertion failure: a trap. wasi-libc's own __assert_fail prints its message with
// fprintf, which links printf's whole formatter (13 KB of fluid.wasm) for a line no page shows;
// the page sees the trap as an exception, as it sees Swift's own runtime failures.
_Noreturn void __assert_fail(const char *expression, const char *file, int line, const char *function) {
    (void)expression;
    (void)file;
    (void)line;
    (void)function;
    __builtin_trap();
}
