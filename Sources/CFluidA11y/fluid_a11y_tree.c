/* The exposed tree: fluid_a11y_update's snapshot, handed to the bridge's thread and applied there
 * (objects found by id or made, children linked, the ones that left retired). */
#include <pthread.h>
#include "fluid_a11y_shim.h"

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
            if (parent != fluid_shim.application) g_signal_emit_by_name(parent, "children-changed::add", i, child);
        }
    }
}

/* A node that left the tree (its scene changed or went): a client may still hold it and call it
 * (atk-bridge forgets it once told it is defunct, but only while some client listens for events).
 * It says DEFUNCT and nothing else, has no actions and no children, and performs nothing: a
 * request from it could otherwise reach a node of a later tree that reuses its id. Its children
 * go, so that a removed subtree (children holding their parent, the parent its children) is not
 * kept alive by its own cycle. */
static void retire(FluidAccessible *self) {
    self->defunct = TRUE;
    g_ptr_array_set_size(self->actions, 0);
    g_ptr_array_set_size(self->children, 0);
    atk_object_notify_state_change(ATK_OBJECT(self), ATK_STATE_DEFUNCT, TRUE);
}

typedef struct {
    FluidA11yNode *nodes;
    FluidA11yRange *ranges;
    int count;
    GStringChunk *strings;
} Snapshot;

static void snapshot_free(Snapshot *snapshot) {
    g_free(snapshot->nodes);
    g_free(snapshot->ranges);
    g_string_chunk_free(snapshot->strings);
    g_free(snapshot);
}

/* POSIX, not GLib's GMutex: GLib locks with futexes ThreadSanitizer cannot see (scripts/test-atspi.sh
 * with a TSan-built playground). */
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;
static Snapshot *pending; /* the latest tree not yet applied, under pending_lock */

/* The latest snapshot, taken from fluid_a11y_update's hand-over; NULL when there is none. */
static Snapshot *take_pending(void) {
    pthread_mutex_lock(&pending_lock);
    Snapshot *snapshot = pending;
    pending = NULL;
    pthread_mutex_unlock(&pending_lock);
    return snapshot;
}

/* The object of each node of `snapshot` (made[i] for nodes[i]): the one with its id, or a new one
 * of its role's type, brought up to date with its change events and put in `next_by_id`. Returns
 * the new object that arrives focused (a new scene's first node), if any. */
static FluidAccessible *update_objects(const Snapshot *snapshot, FluidAccessible **made, GHashTable *next_by_id) {
    FluidAccessible *fresh_focus = NULL;
    for (int i = 0; i < snapshot->count; i++) {
        const FluidA11yNode *node = &snapshot->nodes[i];
        FluidAccessible *self = g_hash_table_lookup(fluid_shim.objects_by_id, node->id);
        gboolean fresh = self == NULL;
        if (fresh) {
            GType type = node->role == FLUID_A11Y_ROLE_WINDOW       ? fluid_window_get_type()
                         : node->role == FLUID_A11Y_ROLE_TEXT_FIELD ? fluid_entry_get_type()
                                                                   : fluid_accessible_get_type();
            self = g_object_new(type, NULL);
            self->id = g_strdup(node->id);
        } else {
            g_object_ref(self);
        }
        fluid_apply_node(self, node, fresh);
        if (fresh && (node->states & FLUID_A11Y_FOCUSED)) fresh_focus = self;
        g_hash_table_replace(next_by_id, g_strdup(node->id), self);
        made[i] = self;
    }
    return fresh_focus;
}

/* Gives the application its one child, the root (made[0]), and each object the children its
 * nodes' parents say, in order; the root's last child is the announcer. */
static void link_children(const Snapshot *snapshot, FluidAccessible **made) {
    GPtrArray **children = g_new0(GPtrArray *, snapshot->count);
    for (int i = 0; i < snapshot->count; i++) {
        children[i] = g_ptr_array_new();
        int parent = snapshot->nodes[i].parent;
        if (parent >= 0 && parent < i) g_ptr_array_add(children[parent], made[i]);
    }
    g_ptr_array_add(children[0], fluid_shim.announcer);
    GPtrArray *top = g_ptr_array_new();
    g_ptr_array_add(top, made[0]);
    set_children(fluid_shim.application, ((FluidAccessible *)fluid_shim.application)->children, top);
    g_ptr_array_unref(top);
    for (int i = 0; i < snapshot->count; i++) {
        set_children(ATK_OBJECT(made[i]), made[i]->children, children[i]);
        g_ptr_array_unref(children[i]);
    }
    g_free(children);
}

/* Retires every object of the tree that is not in `next_by_id`. */
static void retire_missing(GHashTable *next_by_id) {
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, fluid_shim.objects_by_id);
    while (g_hash_table_iter_next(&iter, &key, &value))
        if (!g_hash_table_contains(next_by_id, key)) retire(value);
}

/* Makes the exposed tree `snapshot`'s (at least its root): objects, children, the ones that left,
 * then focus and a window activation that waited for the window. */
static void apply_snapshot(const Snapshot *snapshot) {
    GHashTable *next_by_id = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    FluidAccessible **made = g_new0(FluidAccessible *, snapshot->count);
    FluidAccessible *fresh_focus = update_objects(snapshot, made, next_by_id);
    link_children(snapshot, made);
    retire_missing(next_by_id);
    /* Announced once it is in the tree, so its parents can be read. */
    if (fresh_focus) atk_object_notify_state_change(ATK_OBJECT(fresh_focus), ATK_STATE_FOCUSED, TRUE);
    g_hash_table_unref(fluid_shim.objects_by_id);
    fluid_shim.objects_by_id = next_by_id;
    g_free(made);
    if (fluid_shim.activation_pending) fluid_present_activation();
}

/* On the bridge's thread: applies the latest snapshot; an empty one changes nothing. */
static gboolean apply_pending(gpointer unused) {
    (void)unused;
    Snapshot *snapshot = take_pending();
    if (snapshot == NULL) return G_SOURCE_REMOVE;
    if (snapshot->count > 0) apply_snapshot(snapshot);
    snapshot_free(snapshot);
    return G_SOURCE_REMOVE;
}

void fluid_a11y_update(const FluidA11yNode *nodes, int count) {
    if (fluid_shim.application == NULL) return;
    Snapshot *snapshot = g_new0(Snapshot, 1);
    snapshot->strings = g_string_chunk_new(4096);
    snapshot->nodes = g_new(FluidA11yNode, count > 0 ? count : 1);
    snapshot->ranges = g_new0(FluidA11yRange, count > 0 ? count : 1);
    snapshot->count = count;
    for (int i = 0; i < count; i++) {
        FluidA11yNode copy = nodes[i];
        copy.id = g_string_chunk_insert(snapshot->strings, nodes[i].id ? nodes[i].id : "");
        copy.label = g_string_chunk_insert(snapshot->strings, nodes[i].label ? nodes[i].label : "");
        copy.value = nodes[i].value ? g_string_chunk_insert(snapshot->strings, nodes[i].value) : NULL;
        copy.hint = nodes[i].hint ? g_string_chunk_insert(snapshot->strings, nodes[i].hint) : NULL;
        copy.actions = g_string_chunk_insert(snapshot->strings, nodes[i].actions ? nodes[i].actions : "");
        if (nodes[i].range) {
            snapshot->ranges[i] = *nodes[i].range;
            copy.range = &snapshot->ranges[i];
        }
        snapshot->nodes[i] = copy;
    }
    pthread_mutex_lock(&pending_lock);
    gboolean scheduled = pending != NULL;
    if (pending) snapshot_free(pending);
    pending = snapshot;
    pthread_mutex_unlock(&pending_lock);
    if (!scheduled) g_main_context_invoke(NULL, apply_pending, NULL);
}
