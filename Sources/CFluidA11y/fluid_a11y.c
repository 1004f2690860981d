/* The AT-SPI side of the playground: one AtkObject per semantic node, served by atk-bridge from a
 * GLib main loop on its own thread. Everything here is GObject plumbing; what the nodes mean is
 * decided in Swift (FluidHost's AccessibilityBridge). */
#include "fluid_a11y.h"
#include <atk-bridge.h>
#include <atk/atk.h>
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

/* ---- One node ------------------------------------------------------------------------------ */

typedef struct {
    AtkObject parent;
    char *id;
    char *value;
    int x, y, width, height;
    unsigned states;
    GPtrArray *actions;  /* char* */
    GPtrArray *children; /* FluidAccessible*, strong */
} FluidAccessible;

typedef struct {
    AtkObjectClass parent_class;
} FluidAccessibleClass;

static void fluid_component_init(AtkComponentIface *iface);
static void fluid_action_init(AtkActionIface *iface);
static void fluid_value_init(AtkValueIface *iface);

G_DEFINE_TYPE_WITH_CODE(FluidAccessible, fluid_accessible, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, fluid_component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, fluid_action_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, fluid_value_init))

static FluidA11yActionHandler action_handler;
static void *action_context;
static AtkObject *application;        /* the root the bridge asks for; its one child is the window */
static GHashTable *objects_by_id;     /* id → FluidAccessible*, strong */
static char *application_name;

static void fluid_accessible_finalize(GObject *object) {
    FluidAccessible *self = (FluidAccessible *)object;
    g_free(self->id);
    g_free(self->value);
    g_ptr_array_unref(self->actions);
    g_ptr_array_unref(self->children);
    G_OBJECT_CLASS(fluid_accessible_parent_class)->finalize(object);
}

static gint fluid_get_n_children(AtkObject *object) {
    return (gint)((FluidAccessible *)object)->children->len;
}

static AtkObject *fluid_ref_child(AtkObject *object, gint i) {
    GPtrArray *children = ((FluidAccessible *)object)->children;
    if (i < 0 || (guint)i >= children->len) return NULL;
    return g_object_ref(g_ptr_array_index(children, i));
}

static gint fluid_get_index_in_parent(AtkObject *object) {
    AtkObject *parent = atk_object_get_parent(object);
    if (parent == NULL) return -1;
    if (parent == application) return 0;
    guint index;
    return g_ptr_array_find(((FluidAccessible *)parent)->children, object, &index) ? (gint)index : -1;
}

static const AtkStateType state_map[][2] = {
    {FLUID_A11Y_FOCUSED, ATK_STATE_FOCUSED},   {FLUID_A11Y_SELECTED, ATK_STATE_SELECTED},
    {FLUID_A11Y_EXPANDED, ATK_STATE_EXPANDED}, {FLUID_A11Y_COLLAPSED, ATK_STATE_COLLAPSED},
    {FLUID_A11Y_MODAL, ATK_STATE_MODAL},       {FLUID_A11Y_CHECKED, ATK_STATE_CHECKED},
    {FLUID_A11Y_EDITING, ATK_STATE_EDITABLE},  {FLUID_A11Y_FOCUSABLE, ATK_STATE_FOCUSABLE},
};

static AtkStateSet *fluid_ref_state_set(AtkObject *object) {
    FluidAccessible *self = (FluidAccessible *)object;
    AtkStateSet *set = ATK_OBJECT_CLASS(fluid_accessible_parent_class)->ref_state_set(object);
    atk_state_set_add_state(set, ATK_STATE_VISIBLE);
    atk_state_set_add_state(set, ATK_STATE_SHOWING);
    if (!(self->states & FLUID_A11Y_DISABLED)) {
        atk_state_set_add_state(set, ATK_STATE_ENABLED);
        atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    }
    if (self->states & (FLUID_A11Y_EXPANDED | FLUID_A11Y_COLLAPSED))
        atk_state_set_add_state(set, ATK_STATE_EXPANDABLE);
    for (size_t i = 0; i < G_N_ELEMENTS(state_map); i++)
        if (self->states & state_map[i][0]) atk_state_set_add_state(set, state_map[i][1]);
    return set;
}

/* The node's id as the object attribute "id", so tests and tools can find nodes by it. */
static AtkAttributeSet *fluid_get_attributes(AtkObject *object) {
    AtkAttribute *attribute = g_new(AtkAttribute, 1);
    attribute->name = g_strdup("id");
    attribute->value = g_strdup(((FluidAccessible *)object)->id);
    return g_slist_append(NULL, attribute);
}

static void fluid_accessible_class_init(FluidAccessibleClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = fluid_accessible_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = fluid_get_n_children;
    atk->ref_child = fluid_ref_child;
    atk->get_index_in_parent = fluid_get_index_in_parent;
    atk->ref_state_set = fluid_ref_state_set;
    atk->get_attributes = fluid_get_attributes;
}

static void fluid_accessible_init(FluidAccessible *self) {
    self->actions = g_ptr_array_new_with_free_func(g_free);
    self->children = g_ptr_array_new_with_free_func(g_object_unref);
}

/* ---- Interfaces ---------------------------------------------------------------------------- */

static void fluid_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                              AtkCoordType coords) {
    FluidAccessible *self = (FluidAccessible *)component;
    *x = self->x;
    *y = self->y;
    *width = self->width;
    *height = self->height;
    if (coords != ATK_XY_SCREEN) {
        /* Window (and parent) coordinates: relative to the window node, the application's child. */
        AtkObject *window = atk_object_ref_accessible_child(application, 0);
        if (window != NULL) {
            *x -= ((FluidAccessible *)window)->x;
            *y -= ((FluidAccessible *)window)->y;
            g_object_unref(window);
        }
    }
}

static gboolean fluid_grab_focus(AtkComponent *component) {
    if (action_handler) action_handler(((FluidAccessible *)component)->id, "focus", action_context);
    return TRUE;
}

static void fluid_component_init(AtkComponentIface *iface) {
    iface->get_extents = fluid_get_extents;
    iface->grab_focus = fluid_grab_focus;
}

static gint fluid_get_n_actions(AtkAction *action) {
    return (gint)((FluidAccessible *)action)->actions->len;
}

static const gchar *fluid_get_action_name(AtkAction *action, gint i) {
    GPtrArray *actions = ((FluidAccessible *)action)->actions;
    return i >= 0 && (guint)i < actions->len ? g_ptr_array_index(actions, i) : NULL;
}

static gboolean fluid_do_action(AtkAction *action, gint i) {
    const gchar *name = fluid_get_action_name(action, i);
    if (name == NULL || action_handler == NULL) return FALSE;
    action_handler(((FluidAccessible *)action)->id, name, action_context);
    return TRUE;
}

static void fluid_action_init(AtkActionIface *iface) {
    iface->get_n_actions = fluid_get_n_actions;
    iface->get_name = fluid_get_action_name;
    iface->do_action = fluid_do_action;
}

/* Values are text ("Expanded, 2 of 3"); the number is 0 and the range unset. */
static void fluid_get_value_and_text(AtkValue *value, gdouble *current, gchar **text) {
    *current = 0;
    if (text) *text = g_strdup(((FluidAccessible *)value)->value);
}

static void fluid_value_init(AtkValueIface *iface) {
    iface->get_value_and_text = fluid_get_value_and_text;
}

/* ---- The tree ------------------------------------------------------------------------------ */

static AtkRole atk_role(int role, unsigned states) {
    switch (role) {
    case FLUID_A11Y_ROLE_WINDOW: return ATK_ROLE_FRAME;
    case FLUID_A11Y_ROLE_GROUP: return ATK_ROLE_PANEL;
    case FLUID_A11Y_ROLE_BUTTON: return states & FLUID_A11Y_CHECKED ? ATK_ROLE_TOGGLE_BUTTON : ATK_ROLE_PUSH_BUTTON;
    case FLUID_A11Y_ROLE_TEXT_FIELD: return ATK_ROLE_ENTRY;
    case FLUID_A11Y_ROLE_LIST: return ATK_ROLE_LIST;
    case FLUID_A11Y_ROLE_LIST_ITEM: return ATK_ROLE_LIST_ITEM;
    case FLUID_A11Y_ROLE_ADJUSTABLE: return ATK_ROLE_SLIDER;
    case FLUID_A11Y_ROLE_STATIC_TEXT: return ATK_ROLE_LABEL;
    case FLUID_A11Y_ROLE_IMAGE: return ATK_ROLE_IMAGE;
    default: return ATK_ROLE_UNKNOWN;
    }
}

static gboolean same_text(const char *a, const char *b) { return g_strcmp0(a, b) == 0; }

static void set_actions(FluidAccessible *self, const char *joined) {
    g_ptr_array_set_size(self->actions, 0);
    for (const char *start = joined; start && *start;) {
        const char *end = strchr(start, '\n');
        if (end == NULL) end = start + strlen(start);
        g_ptr_array_add(self->actions, g_strndup(start, end - start));
        start = *end ? end + 1 : end;
    }
}

/* Brings the object for `node` up to date, announcing each change; `object` is new when fresh. */
static void apply_node(FluidAccessible *self, const FluidA11yNode *node, gboolean fresh) {
    AtkObject *atk = ATK_OBJECT(self);
    AtkRole role = atk_role(node->role, node->states);
    if (fresh || atk_object_get_role(atk) != role) atk_object_set_role(atk, role);
    if (fresh || !same_text(atk_object_get_name(atk), node->label)) atk_object_set_name(atk, node->label);
    const char *hint = node->hint ? node->hint : "";
    if (fresh || !same_text(atk_object_get_description(atk), hint)) atk_object_set_description(atk, hint);
    if (!same_text(self->value, node->value)) {
        g_free(self->value);
        self->value = g_strdup(node->value);
        if (!fresh) g_object_notify(G_OBJECT(self), "accessible-value");
    }
    self->x = node->x;
    self->y = node->y;
    self->width = node->width;
    self->height = node->height;
    set_actions(self, node->actions);
    unsigned changed = fresh ? 0 : self->states ^ node->states;
    self->states = node->states;
    for (size_t i = 0; i < G_N_ELEMENTS(state_map); i++)
        if (changed & state_map[i][0])
            atk_object_notify_state_change(atk, state_map[i][1], (node->states & state_map[i][0]) != 0);
    if (changed & FLUID_A11Y_DISABLED) {
        gboolean enabled = !(node->states & FLUID_A11Y_DISABLED);
        atk_object_notify_state_change(atk, ATK_STATE_ENABLED, enabled);
        atk_object_notify_state_change(atk, ATK_STATE_SENSITIVE, enabled);
    }
}

/* Replaces `parent`'s children with `next`, announcing each removal and addition. */
static void set_children(AtkObject *parent, GPtrArray *old, GPtrArray *next) {
    for (gint i = (gint)old->len - 1; i >= 0; i--) {
        AtkObject *child = g_ptr_array_index(old, i);
        if (!g_ptr_array_find(next, child, NULL))
            g_signal_emit_by_name(parent, "children-changed::remove", i, child);
    }
    /* Every child stays alive through the tree's id table while the array is refilled. */
    g_ptr_array_set_size(old, 0);
    for (guint i = 0; i < next->len; i++) {
        AtkObject *child = g_ptr_array_index(next, i);
        g_ptr_array_add(old, g_object_ref(child));
        if (atk_object_get_parent(child) != parent) atk_object_set_parent(child, parent);
    }
    for (guint i = 0; i < next->len; i++) {
        AtkObject *child = g_ptr_array_index(next, i);
        if (!g_object_get_data(G_OBJECT(child), "fluid-announced")) {
            g_object_set_data(G_OBJECT(child), "fluid-announced", GINT_TO_POINTER(1));
            if (parent != application) g_signal_emit_by_name(parent, "children-changed::add", i, child);
        }
    }
}

typedef struct {
    FluidA11yNode *nodes;
    int count;
    GStringChunk *strings;
} Snapshot;

static void snapshot_free(Snapshot *snapshot) {
    g_free(snapshot->nodes);
    g_string_chunk_free(snapshot->strings);
    g_free(snapshot);
}

static GMutex pending_lock;
static Snapshot *pending; /* the latest tree not yet applied, under pending_lock */

/* On the bridge's thread: applies the latest snapshot. */
static gboolean apply_pending(gpointer unused) {
    (void)unused;
    g_mutex_lock(&pending_lock);
    Snapshot *snapshot = pending;
    pending = NULL;
    g_mutex_unlock(&pending_lock);
    if (snapshot == NULL || snapshot->count == 0) {
        if (snapshot) snapshot_free(snapshot);
        return G_SOURCE_REMOVE;
    }
    GHashTable *next_by_id = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    FluidAccessible **made = g_new0(FluidAccessible *, snapshot->count);
    GPtrArray **children = g_new0(GPtrArray *, snapshot->count);
    for (int i = 0; i < snapshot->count; i++) {
        const FluidA11yNode *node = &snapshot->nodes[i];
        FluidAccessible *self = g_hash_table_lookup(objects_by_id, node->id);
        gboolean fresh = self == NULL;
        if (fresh) {
            self = g_object_new(fluid_accessible_get_type(), NULL);
            self->id = g_strdup(node->id);
        } else {
            g_object_ref(self);
        }
        apply_node(self, node, fresh);
        g_hash_table_replace(next_by_id, g_strdup(node->id), self);
        made[i] = self;
        children[i] = g_ptr_array_new();
        if (node->parent >= 0 && node->parent < i) g_ptr_array_add(children[node->parent], self);
    }
    GPtrArray *top = g_ptr_array_new();
    g_ptr_array_add(top, made[0]);
    set_children(application, ((FluidAccessible *)application)->children, top);
    g_ptr_array_unref(top);
    for (int i = 0; i < snapshot->count; i++) {
        set_children(ATK_OBJECT(made[i]), made[i]->children, children[i]);
        g_ptr_array_unref(children[i]);
    }
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, objects_by_id);
    while (g_hash_table_iter_next(&iter, &key, &value))
        if (!g_hash_table_contains(next_by_id, key))
            atk_object_notify_state_change(ATK_OBJECT(value), ATK_STATE_DEFUNCT, TRUE);
    g_hash_table_unref(objects_by_id);
    objects_by_id = next_by_id;
    g_free(made);
    g_free(children);
    snapshot_free(snapshot);
    return G_SOURCE_REMOVE;
}

void fluid_a11y_update(const FluidA11yNode *nodes, int count) {
    if (application == NULL) return;
    Snapshot *snapshot = g_new0(Snapshot, 1);
    snapshot->strings = g_string_chunk_new(4096);
    snapshot->nodes = g_new(FluidA11yNode, count > 0 ? count : 1);
    snapshot->count = count;
    for (int i = 0; i < count; i++) {
        FluidA11yNode copy = nodes[i];
        copy.id = g_string_chunk_insert(snapshot->strings, nodes[i].id ? nodes[i].id : "");
        copy.label = g_string_chunk_insert(snapshot->strings, nodes[i].label ? nodes[i].label : "");
        copy.value = nodes[i].value ? g_string_chunk_insert(snapshot->strings, nodes[i].value) : NULL;
        copy.hint = nodes[i].hint ? g_string_chunk_insert(snapshot->strings, nodes[i].hint) : NULL;
        copy.actions = g_string_chunk_insert(snapshot->strings, nodes[i].actions ? nodes[i].actions : "");
        snapshot->nodes[i] = copy;
    }
    g_mutex_lock(&pending_lock);
    gboolean scheduled = pending != NULL;
    if (pending) snapshot_free(pending);
    pending = snapshot;
    g_mutex_unlock(&pending_lock);
    if (!scheduled) g_main_context_invoke(NULL, apply_pending, NULL);
}

/* ---- Start-up ------------------------------------------------------------------------------ */

static AtkObject *get_root(void) { return application; }
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

static GMutex started_lock;
static GCond started_cond;
static int started_result = -1;

static gpointer bridge_thread(gpointer unused) {
    (void)unused;
    GMainContext *context = g_main_context_default();
    g_main_context_acquire(context);
    int result = atk_bridge_adaptor_init(NULL, NULL);
    g_mutex_lock(&started_lock);
    started_result = result;
    g_cond_signal(&started_cond);
    g_mutex_unlock(&started_lock);
    if (result != 0) return NULL;
    GMainLoop *loop = g_main_loop_new(context, FALSE);
    g_main_loop_run(loop);
    return NULL;
}

int fluid_a11y_start(const char *app_name, FluidA11yActionHandler handler, void *context) {
    if (application != NULL) return 1;
    if (!accessibility_bus_runs()) return 0;
    action_handler = handler;
    action_context = context;
    application_name = g_strdup(app_name);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = get_root;
    util->get_toolkit_name = get_toolkit_name;
    util->get_toolkit_version = get_toolkit_version;
    objects_by_id = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    FluidAccessible *app = g_object_new(fluid_accessible_get_type(), NULL);
    app->id = g_strdup("application");
    application = ATK_OBJECT(app);
    atk_object_set_role(application, ATK_ROLE_APPLICATION);
    atk_object_set_name(application, application_name);
    g_thread_unref(g_thread_new("fluid-a11y", bridge_thread, NULL));
    g_mutex_lock(&started_lock);
    while (started_result < 0) g_cond_wait(&started_cond, &started_lock);
    int result = started_result;
    g_mutex_unlock(&started_lock);
    if (result != 0) {
        g_clear_object(&application);
        return 0;
    }
    return 1;
}
