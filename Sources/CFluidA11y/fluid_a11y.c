/* The AT-SPI side of the playground: one AtkObject per semantic node, served by atk-bridge from a
 * GLib main loop on its own thread. Everything in the shim is GObject plumbing; what the nodes
 * mean is decided in Swift (FluidHost's AccessibilityBridge). This file: the window's activation,
 * announcements, and start-up; the nodes, their interfaces, the tree and key events have a file
 * each (fluid_a11y_shim.h). */
#include <pthread.h>
#include "fluid_a11y_shim.h"
#include <atk-bridge.h>
#include <gio/gio.h>

FluidShim fluid_shim;

/* ---- Activation and announcements ---------------------------------------------------------- */

static FluidAccessible *focused_object(void) {
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, fluid_shim.objects_by_id);
    while (g_hash_table_iter_next(&iter, &key, &value))
        if (((FluidAccessible *)value)->states & FLUID_A11Y_FOCUSED) return value;
    return NULL;
}

/* window:activate and the ACTIVE state, then the focused node's focus again: what a toolkit
 * says when its window gets focus, and what a screen reader waits for before it speaks. */
void fluid_present_activation(void) {
    AtkObject *window = atk_object_ref_accessible_child(fluid_shim.application, 0);
    if (window == NULL) {
        fluid_shim.activation_pending = fluid_shim.window_active;
        return;
    }
    fluid_shim.activation_pending = FALSE;
    atk_object_notify_state_change(window, ATK_STATE_ACTIVE, fluid_shim.window_active);
    g_signal_emit_by_name(window, fluid_shim.window_active ? "activate" : "deactivate");
    FluidAccessible *focused = fluid_shim.window_active ? focused_object() : NULL;
    if (focused) atk_object_notify_state_change(ATK_OBJECT(focused), ATK_STATE_FOCUSED, TRUE);
    g_object_unref(window);
}

static gboolean apply_active(gpointer data) {
    gboolean active = GPOINTER_TO_INT(data);
    if (active == fluid_shim.window_active && !fluid_shim.activation_pending) return G_SOURCE_REMOVE;
    fluid_shim.window_active = active;
    fluid_present_activation();
    return G_SOURCE_REMOVE;
}

void fluid_a11y_set_active(int active) {
    if (fluid_shim.application == NULL) return;
    g_main_context_invoke(NULL, apply_active, GINT_TO_POINTER(active != 0));
}

/* The announcer is a notification (hidden but for the moment it speaks): Orca speaks a
 * notification when it starts showing, which it does for each announcement. */
static gboolean apply_announcement(gpointer data) {
    char *text = data;
    if (fluid_shim.announcer_showing) {
        fluid_shim.announcer_showing = FALSE;
        atk_object_notify_state_change(fluid_shim.announcer, ATK_STATE_SHOWING, FALSE);
    }
    atk_object_set_name(fluid_shim.announcer, text);
    fluid_shim.announcer_showing = TRUE;
    atk_object_notify_state_change(fluid_shim.announcer, ATK_STATE_SHOWING, TRUE);
    g_free(text);
    return G_SOURCE_REMOVE;
}

void fluid_a11y_announce(const char *text) {
    if (fluid_shim.application == NULL || text == NULL || !*text) return;
    g_main_context_invoke(NULL, apply_announcement, g_strdup(text));
}

/* ---- Start-up ------------------------------------------------------------------------------ */

static AtkObject *get_root(void) { return fluid_shim.application; }
static const gchar *get_toolkit_name(void) { return "Fluid"; }
static const gchar *get_toolkit_version(void) { return "1"; }

/* True when an accessibility bus runs, found without starting one (no D-Bus activation, no
 * X11 autolaunch of a session bus). */
static gboolean accessibility_bus_runs(void) {
    const char *address = g_getenv("AT_SPI_BUS_ADDRESS");
    if (address != NULL && *address) return TRUE;
    const char *session = g_getenv("DBUS_SESSION_BUS_ADDRESS");
    if (session == NULL || !*session) return FALSE;
    GDBusConnection *bus = g_dbus_connection_new_for_address_sync(
        session, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
        NULL, NULL, NULL);
    if (bus == NULL) return FALSE;
    GVariant *reply = g_dbus_connection_call_sync(
        bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
        g_variant_new("(s)", "org.a11y.Bus"), G_VARIANT_TYPE("(b)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000,
        NULL, NULL);
    gboolean owned = FALSE;
    if (reply != NULL) {
        g_variant_get(reply, "(b)", &owned);
        g_variant_unref(reply);
    }
    g_dbus_connection_close_sync(bus, NULL, NULL);
    g_object_unref(bus);
    return owned;
}

/* POSIX, not GLib's GMutex: GLib locks with futexes ThreadSanitizer cannot see (make test-tsan). */
static pthread_mutex_t started_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t started_cond = PTHREAD_COND_INITIALIZER;
/* atk_bridge_adaptor_init's answer (0 started, -1 not) once `started_answered`, under started_lock. */
static gboolean started_answered;
static int started_result;

/* atk-bridge's thread: its GLib main loop, once atk_bridge_adaptor_init answered 0. When it did
 * not, the thread gives the main context back and ends (fluid_a11y_start joins it). */
static gpointer bridge_thread(gpointer unused) {
    (void)unused;
    GMainContext *context = g_main_context_default();
    g_main_context_acquire(context);
    int result = atk_bridge_adaptor_init(NULL, NULL);
    pthread_mutex_lock(&started_lock);
    started_result = result;
    started_answered = TRUE;
    pthread_cond_signal(&started_cond);
    pthread_mutex_unlock(&started_lock);
    if (result != 0) {
        g_main_context_release(context);
        return NULL;
    }
    GMainLoop *loop = g_main_loop_new(context, FALSE);
    g_main_loop_run(loop);
    return NULL;
}

/* AtkUtil's class while the shim's hooks are in it, and the hooks it had before. */
static AtkUtilClass *util_class;
static AtkUtilClass util_before;

/* Makes ATK ask the shim for the root, the toolkit and the key event listeners. */
static void install_util_hooks(void) {
    util_class = g_type_class_ref(ATK_TYPE_UTIL);
    util_before = *util_class;
    util_class->get_root = get_root;
    util_class->get_toolkit_name = get_toolkit_name;
    util_class->get_toolkit_version = get_toolkit_version;
    util_class->add_key_event_listener = fluid_add_key_event_listener;
    util_class->remove_key_event_listener = fluid_remove_key_event_listener;
}

/* Puts back the hooks install_util_hooks replaced. */
static void remove_util_hooks(void) {
    util_class->get_root = util_before.get_root;
    util_class->get_toolkit_name = util_before.get_toolkit_name;
    util_class->get_toolkit_version = util_before.get_toolkit_version;
    util_class->add_key_event_listener = util_before.add_key_event_listener;
    util_class->remove_key_event_listener = util_before.remove_key_event_listener;
    g_type_class_unref(util_class);
    util_class = NULL;
}

/* The application (named `app_name`), the announcer and the empty id table. */
static void make_root_objects(const char *app_name) {
    fluid_shim.objects_by_id = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    fluid_shim.application_name = g_strdup(app_name);
    FluidAccessible *app = g_object_new(fluid_accessible_get_type(), NULL);
    app->id = g_strdup("application");
    fluid_shim.application = ATK_OBJECT(app);
    atk_object_set_role(fluid_shim.application, ATK_ROLE_APPLICATION);
    atk_object_set_name(fluid_shim.application, fluid_shim.application_name);
    FluidAccessible *status = g_object_new(fluid_accessible_get_type(), NULL);
    status->id = g_strdup("announcement");
    fluid_shim.announcer = ATK_OBJECT(status);
    atk_object_set_role(fluid_shim.announcer, ATK_ROLE_NOTIFICATION);
    atk_object_set_name(fluid_shim.announcer, "");
}

/* Undoes what a start that failed did: after it nothing of the shim is left in ATK or memory, and
 * a later fluid_a11y_start begins afresh. */
static void undo_start(void) {
    remove_util_hooks();
    g_clear_object(&fluid_shim.announcer);
    g_clear_object(&fluid_shim.application);
    g_clear_pointer(&fluid_shim.objects_by_id, g_hash_table_unref);
    g_clear_pointer(&fluid_shim.application_name, g_free);
    fluid_shim.handler = NULL;
    fluid_shim.context = NULL;
}

int fluid_a11y_start(const char *app_name, FluidA11yActionHandler handler, void *context) {
    if (fluid_shim.application != NULL) return 1;
    fluid_a11y_register_types();
    if (!accessibility_bus_runs()) return 0;
    fluid_shim.handler = handler;
    fluid_shim.context = context;
    install_util_hooks();
    make_root_objects(app_name);
    pthread_mutex_lock(&started_lock);
    started_answered = FALSE;
    pthread_mutex_unlock(&started_lock);
    GThread *thread = g_thread_new("fluid-a11y", bridge_thread, NULL);
    pthread_mutex_lock(&started_lock);
    while (!started_answered) pthread_cond_wait(&started_cond, &started_lock);
    int result = started_result;
    pthread_mutex_unlock(&started_lock);
    if (result != 0) {
        g_thread_join(thread); /* it ends at once, the main context given back */
        undo_start();
        return 0;
    }
    g_thread_unref(thread);
    return 1;
}
