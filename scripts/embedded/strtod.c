// Double(String) in Embedded Swift calls this runtime function, which the Embedded standard
// library leaves to the platform: parse with the C library's strtod (wasi-libc's locale is
// always "C") and return where parsing stopped, as the full runtime does (Stubs.cpp).
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
    char *end;
    *outResult = strtod(nptr, &end);
    return end;
}
