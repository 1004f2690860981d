#include <atk/atk.h>
#include <atk-bridge.h>
#include <gio/gio.h>
