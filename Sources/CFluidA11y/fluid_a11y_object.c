/* One semantic node as an AtkObject: its type, children, states, attributes and role, and how a
 * node of a new tree brings it up to date (announcing what changed). The window node is an
 * AtkWindow; a text field's type is in fluid_a11y_text.c. */
#include "fluid_a11y_shim.h"
#include <string.h>

G_DEFINE_TYPE_WITH_CODE(FluidAccessible, fluid_accessible, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, fluid_component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, fluid_action_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, fluid_value_init))

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
    if (parent == fluid_shim.application) return 0;
    guint index;
    return g_ptr_array_find(((FluidAccessible *)parent)->children, object, &index) ? (gint)index : -1;
}

static const AtkStateType state_map[][2] = {
    {FLUID_A11Y_FOCUSED, ATK_STATE_FOCUSED},   {FLUID_A11Y_SELECTED, ATK_STATE_SELECTED},
    {FLUID_A11Y_EXPANDED, ATK_STATE_EXPANDED}, {FLUID_A11Y_COLLAPSED, ATK_STATE_COLLAPSED},
    {FLUID_A11Y_MODAL, ATK_STATE_MODAL},       {FLUID_A11Y_CHECKED, ATK_STATE_CHECKED},
    {FLUID_A11Y_FOCUSABLE, ATK_STATE_FOCUSABLE}, {FLUID_A11Y_HORIZONTAL, ATK_STATE_HORIZONTAL},
    {FLUID_A11Y_VERTICAL, ATK_STATE_VERTICAL},
};

/* The states AT-SPI sees: a slider's expanded or collapsed is its value ("Expanded, 2 of 3"),
 * and as states too a screen reader would say each change twice. */
static unsigned exposed_states(int role, unsigned states) {
    if (role == FLUID_A11Y_ROLE_ADJUSTABLE) states &= ~(unsigned)(FLUID_A11Y_EXPANDED | FLUID_A11Y_COLLAPSED);
    return states;
}

/* The states a node of `role` with `states` shows while it is in the tree. */
static void add_node_states(AtkStateSet *set, int role, unsigned states) {
    atk_state_set_add_state(set, ATK_STATE_VISIBLE);
    atk_state_set_add_state(set, ATK_STATE_SHOWING);
    if (role == FLUID_A11Y_ROLE_WINDOW && fluid_shim.window_active) atk_state_set_add_state(set, ATK_STATE_ACTIVE);
    if (role == FLUID_A11Y_ROLE_TEXT_FIELD) {
        atk_state_set_add_state(set, ATK_STATE_EDITABLE);
        atk_state_set_add_state(set, ATK_STATE_SINGLE_LINE);
    }
    if (!(states & FLUID_A11Y_DISABLED)) {
        atk_state_set_add_state(set, ATK_STATE_ENABLED);
        atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    }
    states = exposed_states(role, states);
    if (states & (FLUID_A11Y_EXPANDED | FLUID_A11Y_COLLAPSED))
        atk_state_set_add_state(set, ATK_STATE_EXPANDABLE);
    for (size_t i = 0; i < G_N_ELEMENTS(state_map); i++)
        if (states & state_map[i][0]) atk_state_set_add_state(set, state_map[i][1]);
}

static AtkStateSet *fluid_ref_state_set(AtkObject *object) {
    FluidAccessible *self = (FluidAccessible *)object;
    AtkStateSet *set = ATK_OBJECT_CLASS(fluid_accessible_parent_class)->ref_state_set(object);
    if (self->defunct) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    if (object == fluid_shim.announcer) {
        if (fluid_shim.announcer_showing) {
            atk_state_set_add_state(set, ATK_STATE_VISIBLE);
            atk_state_set_add_state(set, ATK_STATE_SHOWING);
        }
        return set;
    }
    add_node_states(set, self->role, self->states);
    return set;
}

/* The node's id as the object attribute "id", so tests and tools can find nodes by it. */
static AtkAttributeSet *add_attribute(AtkAttributeSet *set, const char *name, char *value) {
    AtkAttribute *attribute = g_new(AtkAttribute, 1);
    attribute->name = g_strdup(name);
    attribute->value = value;
    return g_slist_append(set, attribute);
}

/* Also "valuetext" (what a slider's number means: "Expanded, 2 of 3"), which Orca reads in
 * place of the number, and "posinset"/"setsize" for a list's items. */
static AtkAttributeSet *fluid_get_attributes(AtkObject *object) {
    FluidAccessible *self = (FluidAccessible *)object;
    AtkAttributeSet *set = add_attribute(NULL, "id", g_strdup(self->id));
    if (self->has_range && self->value) set = add_attribute(set, "valuetext", g_strdup(self->value));
    if (self->position > 0) {
        set = add_attribute(set, "posinset", g_strdup_printf("%d", self->position));
        set = add_attribute(set, "setsize", g_strdup_printf("%d", self->set_size));
    }
    return set;
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

/* The window node: an AtkWindow, whose activate / deactivate signals atk-bridge forwards as
 * window:activate / window:deactivate. */
typedef struct { FluidAccessible parent; } FluidWindow;
typedef struct { FluidAccessibleClass parent_class; } FluidWindowClass;
static void fluid_window_iface_init(AtkWindowIface *iface) { (void)iface; }
G_DEFINE_TYPE_WITH_CODE(FluidWindow, fluid_window, fluid_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, fluid_window_iface_init))
static void fluid_window_class_init(FluidWindowClass *klass) { (void)klass; }
static void fluid_window_init(FluidWindow *self) { (void)self; }

AtkRole fluid_atk_role(int role, unsigned states) {
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

/* ATK registers a type on its first use without a lock: two threads there at once leave the
 * process without it for good ("cannot register existing type 'AtkStateSet'", every state set
 * after it NULL). The shim's entry points that any thread may call register them here first.
 * ATK's table of role names is filled on first use too, first entry first: a thread coming in
 * while another fills it finds the table begun and reads NULL for a role not yet filled. One
 * lookup here fills it before any other thread can ask. */
void fluid_a11y_register_types(void) {
    static gsize registered = 0;
    if (g_once_init_enter(&registered)) {
        g_type_ensure(ATK_TYPE_OBJECT);
        g_type_ensure(ATK_TYPE_STATE_SET);
        g_type_ensure(ATK_TYPE_RELATION_SET);
        g_type_ensure(ATK_TYPE_ROLE);
        g_type_ensure(ATK_TYPE_STATE_TYPE);
        (void)atk_role_get_name(ATK_ROLE_FRAME);
        g_once_init_leave(&registered, 1);
    }
}

const char *fluid_a11y_exposed_role(int role, unsigned states) {
    fluid_a11y_register_types();
    return atk_role_get_name(fluid_atk_role(role, states));
}

void fluid_a11y_exposed_states(int role, unsigned states, char *names, int size) {
    if (names == NULL || size <= 0) return;
    fluid_a11y_register_types();
    AtkStateSet *set = atk_state_set_new();
    add_node_states(set, role, states);
    GString *text = g_string_new(NULL);
    for (AtkStateType state = ATK_STATE_INVALID; state < ATK_STATE_LAST_DEFINED; state++)
        if (atk_state_set_contains_state(set, state))
            g_string_append_printf(text, "%s\n", atk_state_type_get_name(state));
    g_strlcpy(names, text->str, (gsize)size);
    g_string_free(text, TRUE);
    g_object_unref(set);
}

static gboolean same_text(const char *a, const char *b) { return g_strcmp0(a, b) == 0; }

/* Brings the object for `node` up to date, announcing each change; `object` is new when fresh. */
void fluid_apply_node(FluidAccessible *self, const FluidA11yNode *node, gboolean fresh) {
    AtkObject *atk = ATK_OBJECT(self);
    AtkRole role = fluid_atk_role(node->role, node->states);
    if (fresh || atk_object_get_role(atk) != role) atk_object_set_role(atk, role);
    if (fresh || !same_text(atk_object_get_name(atk), node->label)) atk_object_set_name(atk, node->label);
    const char *hint = node->hint ? node->hint : "";
    if (fresh || !same_text(atk_object_get_description(atk), hint)) atk_object_set_description(atk, hint);
    self->role = node->role;
    self->position = node->position;
    self->set_size = node->set_size;
    gboolean has_range = node->range != NULL;
    gboolean range_changed = has_range != self->has_range
        || (has_range && memcmp(node->range, &self->range, sizeof(self->range)) != 0);
    self->has_range = has_range;
    if (has_range) self->range = *node->range;
    if (!same_text(self->value, node->value)) {
        char *before = self->value;
        self->value = g_strdup(node->value);
        if (!fresh && node->role == FLUID_A11Y_ROLE_TEXT_FIELD) fluid_announce_text_change(atk, before, self->value);
        g_free(before);
        if (!fresh) g_object_notify(G_OBJECT(self), "accessible-value");
    } else if (range_changed && !fresh) {
        g_object_notify(G_OBJECT(self), "accessible-value");
    }
    self->x = node->x;
    self->y = node->y;
    self->width = node->width;
    self->height = node->height;
    fluid_set_actions(self, node->actions);
    unsigned changed = fresh ? 0 : exposed_states(self->role, self->states ^ node->states);
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
