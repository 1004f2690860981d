/* The AT-SPI side of the playground: one AtkObject per semantic node, served by atk-bridge from a
 * GLib main loop on its own thread. Everything here is GObject plumbing; what the nodes mean is
 * decided in Swift (FluidHost's AccessibilityBridge). */
#include "fluid_a11y.h"
#include <atk-bridge.h>
#include <atk/atk.h>
#include <gio/gio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- One node ------------------------------------------------------------------------------ */

typedef struct {
    AtkObject parent;
    char *id;
    char *value;
    int x, y, width, height;
    unsigned states;
    int role;                /* FLUID_A11Y_ROLE_* */
    gboolean has_range;
    FluidA11yRange range;
    int position, set_size;
    gboolean defunct;        /* gone from the tree: answers nothing, acts on nothing */
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

static AtkObject *announcer;          /* the window's status line: a notification Orca speaks */
static gboolean announcer_showing;
static gboolean window_active;
static gboolean activation_pending; /* set_active(1) came before the window existed */
static void present_activation(void);
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
    if (role == FLUID_A11Y_ROLE_WINDOW && window_active) atk_state_set_add_state(set, ATK_STATE_ACTIVE);
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
    if (object == announcer) {
        if (announcer_showing) {
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

/* ---- Interfaces ---------------------------------------------------------------------------- */

static void fluid_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                              AtkCoordType coords) {
    FluidAccessible *self = (FluidAccessible *)component;
    if (self->defunct) {
        *x = *y = *width = *height = -1; /* what ATK answers for extents it cannot give */
        return;
    }
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
    FluidAccessible *self = (FluidAccessible *)component;
    if (self->defunct || action_handler == NULL) return FALSE;
    action_handler(self->id, "focus", action_context);
    return TRUE;
}

static void fluid_component_init(AtkComponentIface *iface) {
    iface->get_extents = fluid_get_extents;
    iface->grab_focus = fluid_grab_focus;
}

/* A defunct node has no actions: its set was cleared when it left the tree. */
static gint fluid_get_n_actions(AtkAction *action) {
    return (gint)((FluidAccessible *)action)->actions->len;
}

static const gchar *fluid_get_action_name(AtkAction *action, gint i) {
    GPtrArray *actions = ((FluidAccessible *)action)->actions;
    return i >= 0 && (guint)i < actions->len ? g_ptr_array_index(actions, i) : NULL;
}

/* An index out of range, or a node that left the tree, does nothing (FALSE). atk-bridge answers
 * the client TRUE before it calls this, whatever it returns. */
static gboolean fluid_do_action(AtkAction *action, gint i) {
    const gchar *name = fluid_get_action_name(action, i);
    if (name == NULL || action_handler == NULL || ((FluidAccessible *)action)->defunct) return FALSE;
    action_handler(((FluidAccessible *)action)->id, name, action_context);
    return TRUE;
}

static void fluid_action_init(AtkActionIface *iface) {
    iface->get_n_actions = fluid_get_n_actions;
    iface->get_name = fluid_get_action_name;
    /* As shown (custom actions are already in the user's language); without it atk-bridge's
     * GetActions and GetLocalizedName answered every action as "". */
    iface->get_localized_name = fluid_get_action_name;
    iface->do_action = fluid_do_action;
}

/* The number and its text ("Expanded, 2 of 3" for 2 in 1…3); nodes without a number are 0. */
static void fluid_get_value_and_text(AtkValue *value, gdouble *current, gchar **text) {
    FluidAccessible *self = (FluidAccessible *)value;
    *current = self->has_range ? self->range.current : 0;
    if (text) *text = g_strdup(self->value);
}

static AtkRange *fluid_get_range(AtkValue *value) {
    FluidAccessible *self = (FluidAccessible *)value;
    return self->has_range ? atk_range_new(self->range.minimum, self->range.maximum, NULL) : NULL;
}

static gdouble fluid_get_increment(AtkValue *value) {
    FluidAccessible *self = (FluidAccessible *)value;
    return self->has_range ? self->range.step : 0;
}

/* A number set by a client (AtkValue's set_value, what atk-bridge calls for CurrentValue): on a
 * slider that takes typed values (it lists "set value", SemanticAction.typedValue's name), the
 * request "set value NUMBER" (Session.setValueRequest), which the scene reads as typed digits and
 * Return: clamped to its range, as a drag is. NaN and ±∞ are refused here; any other node
 * ignores it. */
static void fluid_set_value(AtkValue *value, gdouble number) {
    FluidAccessible *self = (FluidAccessible *)value;
    if (self->defunct || !self->has_range || !isfinite(number) || action_handler == NULL) return;
    gboolean typed = FALSE;
    for (guint i = 0; i < self->actions->len && !typed; i++)
        typed = strcmp(g_ptr_array_index(self->actions, i), "set value") == 0;
    if (!typed) return;
    char digits[G_ASCII_DTOSTR_BUF_SIZE];
    char *request = g_strconcat("set value ", g_ascii_dtostr(digits, sizeof digits, number), NULL);
    action_handler(self->id, request, action_context);
    g_free(request);
}

/* The legacy GValue calls, which atk-bridge still uses for the range. */
static void fluid_value_as(AtkValue *value, GValue *out, double number) {
    (void)value;
    memset(out, 0, sizeof(*out));
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, number);
}
static void fluid_get_current_value(AtkValue *value, GValue *out) {
    FluidAccessible *self = (FluidAccessible *)value;
    fluid_value_as(value, out, self->has_range ? self->range.current : 0);
}
static void fluid_get_minimum_value(AtkValue *value, GValue *out) {
    FluidAccessible *self = (FluidAccessible *)value;
    fluid_value_as(value, out, self->has_range ? self->range.minimum : 0);
}
static void fluid_get_maximum_value(AtkValue *value, GValue *out) {
    FluidAccessible *self = (FluidAccessible *)value;
    fluid_value_as(value, out, self->has_range ? self->range.maximum : 0);
}
static void fluid_get_minimum_increment(AtkValue *value, GValue *out) {
    FluidAccessible *self = (FluidAccessible *)value;
    fluid_value_as(value, out, self->has_range ? self->range.step : 0);
}

static void fluid_value_init(AtkValueIface *iface) {
    iface->get_value_and_text = fluid_get_value_and_text;
    iface->get_range = fluid_get_range;
    iface->get_increment = fluid_get_increment;
    iface->set_value = fluid_set_value;
    iface->get_current_value = fluid_get_current_value;
    iface->get_minimum_value = fluid_get_minimum_value;
    iface->get_maximum_value = fluid_get_maximum_value;
    iface->get_minimum_increment = fluid_get_minimum_increment;
}

/* ---- Windows and text fields --------------------------------------------------------------- */

/* The window node: an AtkWindow, whose activate / deactivate signals atk-bridge forwards as
 * window:activate / window:deactivate. */
typedef struct { FluidAccessible parent; } FluidWindow;
typedef struct { FluidAccessibleClass parent_class; } FluidWindowClass;
static void fluid_window_iface_init(AtkWindowIface *iface) { (void)iface; }
G_DEFINE_TYPE_WITH_CODE(FluidWindow, fluid_window, fluid_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, fluid_window_iface_init))
static void fluid_window_class_init(FluidWindowClass *klass) { (void)klass; }
static void fluid_window_init(FluidWindow *self) { (void)self; }

/* A text field: its value is its text, with the caret at the end (where typing goes). */
typedef struct { FluidAccessible parent; } FluidEntry;
typedef struct { FluidAccessibleClass parent_class; } FluidEntryClass;
static void fluid_text_init(AtkTextIface *iface);
G_DEFINE_TYPE_WITH_CODE(FluidEntry, fluid_entry, fluid_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, fluid_text_init))
static void fluid_entry_class_init(FluidEntryClass *klass) { (void)klass; }
static void fluid_entry_init(FluidEntry *self) { (void)self; }

static const char *entry_text(AtkText *text) {
    const char *value = ((FluidAccessible *)text)->value;
    return value ? value : "";
}

static gint fluid_get_character_count(AtkText *text) { return (gint)g_utf8_strlen(entry_text(text), -1); }

/* Characters start…end (end -1: to the end), clamped to the text. Offsets come from other
 * processes: every one is clamped (0…count) before use, and no arithmetic on them can overflow. */
static gchar *entry_slice(AtkText *text, gint start, gint end) {
    const char *all = entry_text(text);
    gint count = (gint)g_utf8_strlen(all, -1);
    if (end < 0 || end > count) end = count;
    if (start < 0) start = 0;
    if (start > end) start = end;
    const char *from = g_utf8_offset_to_pointer(all, start);
    return g_strndup(from, g_utf8_offset_to_pointer(all, end) - from);
}

static gchar *fluid_get_text(AtkText *text, gint start, gint end) { return entry_slice(text, start, end); }
static gint fluid_get_caret_offset(AtkText *text) { return fluid_get_character_count(text); }
static gboolean fluid_set_caret_offset(AtkText *text, gint offset) {
    (void)text; (void)offset;
    return FALSE;
}

/* 0 (no character) outside the text. */
static gunichar fluid_get_character_at_offset(AtkText *text, gint offset) {
    if (offset < 0 || offset >= fluid_get_character_count(text)) return 0;
    gchar *one = entry_slice(text, offset, offset + 1);
    gunichar c = g_utf8_get_char(one);
    g_free(one);
    return c;
}

/* One character at `offset` for character granularity; the whole (one-line) text otherwise. */
static gchar *fluid_get_string_at_offset(AtkText *text, gint offset, AtkTextGranularity granularity,
                                         gint *start, gint *end) {
    gint count = fluid_get_character_count(text);
    if (granularity == ATK_TEXT_GRANULARITY_CHAR) {
        *start = offset < 0 ? 0 : offset > count ? count : offset;
        *end = *start < count ? *start + 1 : *start;
    } else {
        *start = 0;
        *end = count;
    }
    return entry_slice(text, *start, *end);
}

static gchar *fluid_get_text_at_offset(AtkText *text, gint offset, AtkTextBoundary boundary, gint *start,
                                       gint *end) {
    return fluid_get_string_at_offset(text, offset,
                                      boundary == ATK_TEXT_BOUNDARY_CHAR ? ATK_TEXT_GRANULARITY_CHAR
                                                                         : ATK_TEXT_GRANULARITY_LINE,
                                      start, end);
}

static gint fluid_get_n_selections(AtkText *text) {
    (void)text;
    return 0;
}

/* The field's extents for any place in its text (0…count, the end where the caret is); an empty
 * box at 0, 0 past the end (ATK answers -1 for a negative offset without asking, and would turn a
 * -1 width from here into a box one pixel wide). */
static void fluid_get_character_extents(AtkText *text, gint offset, gint *x, gint *y, gint *width,
                                        gint *height, AtkCoordType coords) {
    if (offset < 0 || offset > fluid_get_character_count(text)) {
        *x = *y = *width = *height = 0;
        return;
    }
    fluid_get_extents(ATK_COMPONENT(text), x, y, width, height, coords);
}

/* ATK's default unites the extents of every character from start to end, one call each: a range
 * of 2³¹ offsets kept the bridge's thread busy for minutes. Here: the field's extents for a range
 * that holds text, -1 otherwise. */
static void fluid_get_range_extents(AtkText *text, gint start, gint end, AtkCoordType coords,
                                    AtkTextRectangle *rect) {
    gint count = fluid_get_character_count(text);
    if (start < 0) start = 0;
    if (end > count) end = count;
    if (start >= end) {
        rect->x = rect->y = rect->width = rect->height = -1;
        return;
    }
    fluid_get_extents(ATK_COMPONENT(text), &rect->x, &rect->y, &rect->width, &rect->height, coords);
}

/* The text has no attributes: one run over all of it (ATK's default left the offsets unset, and
 * atk-bridge sent whatever its stack held). */
static AtkAttributeSet *fluid_get_run_attributes(AtkText *text, gint offset, gint *start, gint *end) {
    (void)offset;
    *start = 0;
    *end = fluid_get_character_count(text);
    return NULL;
}

static void fluid_text_init(AtkTextIface *iface) {
    iface->get_text = fluid_get_text;
    iface->get_character_count = fluid_get_character_count;
    iface->get_caret_offset = fluid_get_caret_offset;
    iface->set_caret_offset = fluid_set_caret_offset;
    iface->get_character_at_offset = fluid_get_character_at_offset;
    iface->get_string_at_offset = fluid_get_string_at_offset;
    iface->get_text_at_offset = fluid_get_text_at_offset;
    iface->get_n_selections = fluid_get_n_selections;
    iface->get_character_extents = fluid_get_character_extents;
    iface->get_range_extents = fluid_get_range_extents;
    iface->get_run_attributes = fluid_get_run_attributes;
}

/* Two of libatk's text calls give up on a negative offset before asking the object, and
 * atk-bridge (at-spi2-core 2.46 and later: atk-adaptor/adaptors/text-adaptor.c) does not expect
 * it. For GetStringAtOffset, atk_text_get_string_at_offset returns NULL; the bridge then falls
 * back to a table of granularities that ends in g_assert_not_reached, so a client asking for
 * offset -1 with a granularity past PARAGRAPH aborted the playground. For GetAttributes,
 * atk_text_get_run_attributes leaves the run's offsets unset (below -1), and the bridge sends
 * whatever its stack held. These definitions, in the executable, come before libatk's for every
 * caller (atk-bridge included: the linker exports them because atk-bridge refers to them): a
 * text field answers itself, clamped; another object is asked as libatk would ask it. */
gchar *atk_text_get_string_at_offset(AtkText *text, gint offset, AtkTextGranularity granularity,
                                     gint *start_offset, gint *end_offset) {
    gint start = -1, end = -1;
    gchar *result = NULL;
    if (G_TYPE_CHECK_INSTANCE_TYPE(text, fluid_entry_get_type())) {
        result = fluid_get_string_at_offset(text, offset, granularity, &start, &end);
    } else if (ATK_IS_TEXT(text) && offset >= 0 && ATK_TEXT_GET_IFACE(text)->get_string_at_offset) {
        result = ATK_TEXT_GET_IFACE(text)->get_string_at_offset(text, offset, granularity, &start, &end);
    }
    if (start_offset) *start_offset = start;
    if (end_offset) *end_offset = end;
    return result;
}

AtkAttributeSet *atk_text_get_run_attributes(AtkText *text, gint offset, gint *start_offset, gint *end_offset) {
    gint start = -1, end = -1;
    AtkAttributeSet *result = NULL;
    if (G_TYPE_CHECK_INSTANCE_TYPE(text, fluid_entry_get_type())) {
        result = fluid_get_run_attributes(text, offset, &start, &end);
    } else if (ATK_IS_TEXT(text) && offset >= -1 && ATK_TEXT_GET_IFACE(text)->get_run_attributes) {
        result = ATK_TEXT_GET_IFACE(text)->get_run_attributes(text, offset, &start, &end);
    }
    if (start_offset) *start_offset = start;
    if (end_offset) *end_offset = end;
    return result;
}

/* Announces an edit of a text field's text from `before` to `after`: what was removed and what
 * was inserted where they differ, then the caret at the end. */
static void announce_text_change(AtkObject *atk, const char *before, const char *after) {
    before = before ? before : "";
    after = after ? after : "";
    glong old_count = g_utf8_strlen(before, -1), new_count = g_utf8_strlen(after, -1);
    glong prefix = 0;
    const char *a = before, *b = after;
    while (prefix < old_count && prefix < new_count && g_utf8_get_char(a) == g_utf8_get_char(b)) {
        a = g_utf8_next_char(a);
        b = g_utf8_next_char(b);
        prefix++;
    }
    if (old_count > prefix)
        g_signal_emit_by_name(atk, "text-remove", (gint)prefix, (gint)(old_count - prefix), a);
    if (new_count > prefix)
        g_signal_emit_by_name(atk, "text-insert", (gint)prefix, (gint)(new_count - prefix), b);
    g_signal_emit_by_name(atk, "text-caret-moved", (gint)new_count);
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

const char *fluid_a11y_exposed_role(int role, unsigned states) {
    return atk_role_get_name(atk_role(role, states));
}

void fluid_a11y_exposed_states(int role, unsigned states, char *names, int size) {
    if (names == NULL || size <= 0) return;
    AtkStateSet *set = atk_state_set_new();
    add_node_states(set, role, states);
    GString *text = g_string_new(NULL);
    for (AtkStateType state = ATK_STATE_INVALID; state < ATK_STATE_LAST_DEFINED; state++)
        if (atk_state_set_contains_state(set, state)) g_string_append_printf(text, "%s\n", atk_state_type_get_name(state));
    g_strlcpy(names, text->str, (gsize)size);
    g_string_free(text, TRUE);
    g_object_unref(set);
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
        if (!fresh && node->role == FLUID_A11Y_ROLE_TEXT_FIELD) announce_text_change(atk, before, self->value);
        g_free(before);
        if (!fresh) g_object_notify(G_OBJECT(self), "accessible-value");
    } else if (range_changed && !fresh) {
        g_object_notify(G_OBJECT(self), "accessible-value");
    }
    self->x = node->x;
    self->y = node->y;
    self->width = node->width;
    self->height = node->height;
    set_actions(self, node->actions);
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

static GMutex pending_lock;
static Snapshot *pending; /* the latest tree not yet applied, under pending_lock */

/* The latest snapshot, taken from fluid_a11y_update's hand-over; NULL when there is none. */
static Snapshot *take_pending(void) {
    g_mutex_lock(&pending_lock);
    Snapshot *snapshot = pending;
    pending = NULL;
    g_mutex_unlock(&pending_lock);
    return snapshot;
}

/* The object of each node of `snapshot` (made[i] for nodes[i]): the one with its id, or a new one
 * of its role's type, brought up to date with its change events and put in `next_by_id`. Returns
 * the new object that arrives focused (a new scene's first node), if any. */
static FluidAccessible *update_objects(const Snapshot *snapshot, FluidAccessible **made, GHashTable *next_by_id) {
    FluidAccessible *fresh_focus = NULL;
    for (int i = 0; i < snapshot->count; i++) {
        const FluidA11yNode *node = &snapshot->nodes[i];
        FluidAccessible *self = g_hash_table_lookup(objects_by_id, node->id);
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
        apply_node(self, node, fresh);
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
    g_ptr_array_add(children[0], announcer);
    GPtrArray *top = g_ptr_array_new();
    g_ptr_array_add(top, made[0]);
    set_children(application, ((FluidAccessible *)application)->children, top);
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
    g_hash_table_iter_init(&iter, objects_by_id);
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
    g_hash_table_unref(objects_by_id);
    objects_by_id = next_by_id;
    g_free(made);
    if (activation_pending) present_activation();
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
    if (application == NULL) return;
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
    g_mutex_lock(&pending_lock);
    gboolean scheduled = pending != NULL;
    if (pending) snapshot_free(pending);
    pending = snapshot;
    g_mutex_unlock(&pending_lock);
    if (!scheduled) g_main_context_invoke(NULL, apply_pending, NULL);
}

/* ---- Activation and announcements ---------------------------------------------------------- */

static FluidAccessible *focused_object(void) {
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, objects_by_id);
    while (g_hash_table_iter_next(&iter, &key, &value))
        if (((FluidAccessible *)value)->states & FLUID_A11Y_FOCUSED) return value;
    return NULL;
}

/* window:activate and the ACTIVE state, then the focused node's focus again: what a toolkit
 * says when its window gets focus, and what a screen reader waits for before it speaks. */
static void present_activation(void) {
    AtkObject *window = atk_object_ref_accessible_child(application, 0);
    if (window == NULL) {
        activation_pending = window_active;
        return;
    }
    activation_pending = FALSE;
    atk_object_notify_state_change(window, ATK_STATE_ACTIVE, window_active);
    g_signal_emit_by_name(window, window_active ? "activate" : "deactivate");
    FluidAccessible *focused = window_active ? focused_object() : NULL;
    if (focused) atk_object_notify_state_change(ATK_OBJECT(focused), ATK_STATE_FOCUSED, TRUE);
    g_object_unref(window);
}

static gboolean apply_active(gpointer data) {
    gboolean active = GPOINTER_TO_INT(data);
    if (active == window_active && !activation_pending) return G_SOURCE_REMOVE;
    window_active = active;
    present_activation();
    return G_SOURCE_REMOVE;
}

void fluid_a11y_set_active(int active) {
    if (application == NULL) return;
    g_main_context_invoke(NULL, apply_active, GINT_TO_POINTER(active != 0));
}

/* The announcer is a notification (hidden but for the moment it speaks): Orca speaks a
 * notification when it starts showing, which it does for each announcement. */
static gboolean apply_announcement(gpointer data) {
    char *text = data;
    if (announcer_showing) {
        announcer_showing = FALSE;
        atk_object_notify_state_change(announcer, ATK_STATE_SHOWING, FALSE);
    }
    atk_object_set_name(announcer, text);
    announcer_showing = TRUE;
    atk_object_notify_state_change(announcer, ATK_STATE_SHOWING, TRUE);
    g_free(text);
    return G_SOURCE_REMOVE;
}

void fluid_a11y_announce(const char *text) {
    if (application == NULL || text == NULL || !*text) return;
    g_main_context_invoke(NULL, apply_announcement, g_strdup(text));
}

/* ---- Key events ---------------------------------------------------------------------------- */

typedef struct {
    AtkKeySnoopFunc listener;
    gpointer data;
} KeyListener;

static GHashTable *key_listeners; /* id → KeyListener*, on the bridge's thread */
static guint next_key_listener = 1;

static guint add_key_event_listener(AtkKeySnoopFunc listener, gpointer data) {
    if (key_listeners == NULL) key_listeners = g_hash_table_new_full(NULL, NULL, NULL, g_free);
    KeyListener *entry = g_new(KeyListener, 1);
    entry->listener = listener;
    entry->data = data;
    guint id = next_key_listener++;
    g_hash_table_insert(key_listeners, GUINT_TO_POINTER(id), entry);
    return id;
}

static void remove_key_event_listener(guint id) {
    if (key_listeners) g_hash_table_remove(key_listeners, GUINT_TO_POINTER(id));
}

/* One key event on its way to the listeners, and the answer the window waits for. */
typedef struct {
    AtkKeyEventStruct event;
    GMutex lock;
    GCond done_cond;
    gboolean done, consumed, abandoned;
} KeyDelivery;

static void key_delivery_free(KeyDelivery *delivery) {
    g_free(delivery->event.string);
    g_mutex_clear(&delivery->lock);
    g_cond_clear(&delivery->done_cond);
    g_free(delivery);
}

/* Keys handed to the bridge's thread whose listeners have not finished yet. */
static gint keys_in_flight;

static gboolean deliver_key(gpointer data) {
    KeyDelivery *delivery = data;
    gboolean consumed = FALSE;
    if (key_listeners) {
        GHashTableIter iter;
        gpointer key, value;
        g_hash_table_iter_init(&iter, key_listeners);
        while (g_hash_table_iter_next(&iter, &key, &value)) {
            KeyListener *entry = value;
            if (entry->listener(&delivery->event, entry->data)) consumed = TRUE;
        }
    }
    g_mutex_lock(&delivery->lock);
    delivery->done = TRUE;
    delivery->consumed = consumed;
    gboolean abandoned = delivery->abandoned;
    g_cond_signal(&delivery->done_cond);
    g_mutex_unlock(&delivery->lock);
    if (abandoned) key_delivery_free(delivery);
    g_atomic_int_dec_and_test(&keys_in_flight);
    return G_SOURCE_REMOVE;
}

int fluid_a11y_key(int press, unsigned keysym, unsigned keycode, unsigned modifiers, const char *text,
                   unsigned time, int timeout_ms) {
    if (application == NULL) return 0;
    KeyDelivery *delivery = g_new0(KeyDelivery, 1);
    g_mutex_init(&delivery->lock);
    g_cond_init(&delivery->done_cond);
    AtkKeyEventStruct *event = &delivery->event;
    event->type = press ? ATK_KEY_EVENT_PRESS : ATK_KEY_EVENT_RELEASE;
    event->state = modifiers;
    event->keyval = keysym;
    event->string = g_strdup(text ? text : "");
    event->length = (gint)strlen(event->string);
    event->keycode = (guint16)keycode;
    event->timestamp = time;
    /* Listeners still busy with an earlier key (one that took longer than the timeout) get this
     * one after it: waiting for them would only stall the window a timeout per key, and the
     * keys queued behind (a Ctrl+Q among them) would be seen a timeout each later. */
    gboolean behind = g_atomic_int_get(&keys_in_flight) > 0;
    g_atomic_int_inc(&keys_in_flight);
    g_main_context_invoke(NULL, deliver_key, delivery);
    gint64 deadline = g_get_monotonic_time() + (behind ? 0 : (gint64)timeout_ms * G_TIME_SPAN_MILLISECOND);
    g_mutex_lock(&delivery->lock);
    while (!delivery->done)
        if (!g_cond_wait_until(&delivery->done_cond, &delivery->lock, deadline)) break;
    gboolean done = delivery->done, consumed = delivery->consumed;
    /* Too slow: the listeners still get the key; whoever finishes last frees it. */
    if (!done) delivery->abandoned = TRUE;
    g_mutex_unlock(&delivery->lock);
    if (done) key_delivery_free(delivery);
    return consumed ? 1 : 0;
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
    g_mutex_lock(&started_lock);
    started_result = result;
    started_answered = TRUE;
    g_cond_signal(&started_cond);
    g_mutex_unlock(&started_lock);
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
    util_class->add_key_event_listener = add_key_event_listener;
    util_class->remove_key_event_listener = remove_key_event_listener;
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
    objects_by_id = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    application_name = g_strdup(app_name);
    FluidAccessible *app = g_object_new(fluid_accessible_get_type(), NULL);
    app->id = g_strdup("application");
    application = ATK_OBJECT(app);
    atk_object_set_role(application, ATK_ROLE_APPLICATION);
    atk_object_set_name(application, application_name);
    FluidAccessible *status = g_object_new(fluid_accessible_get_type(), NULL);
    status->id = g_strdup("announcement");
    announcer = ATK_OBJECT(status);
    atk_object_set_role(announcer, ATK_ROLE_NOTIFICATION);
    atk_object_set_name(announcer, "");
}

/* Undoes what a start that failed did: after it nothing of the shim is left in ATK or memory, and
 * a later fluid_a11y_start begins afresh. */
static void undo_start(void) {
    remove_util_hooks();
    g_clear_object(&announcer);
    g_clear_object(&application);
    g_clear_pointer(&objects_by_id, g_hash_table_unref);
    g_clear_pointer(&application_name, g_free);
    action_handler = NULL;
    action_context = NULL;
}

int fluid_a11y_start(const char *app_name, FluidA11yActionHandler handler, void *context) {
    if (application != NULL) return 1;
    if (!accessibility_bus_runs()) return 0;
    action_handler = handler;
    action_context = context;
    install_util_hooks();
    make_root_objects(app_name);
    g_mutex_lock(&started_lock);
    started_answered = FALSE;
    g_mutex_unlock(&started_lock);
    GThread *thread = g_thread_new("fluid-a11y", bridge_thread, NULL);
    g_mutex_lock(&started_lock);
    while (!started_answered) g_cond_wait(&started_cond, &started_lock);
    int result = started_result;
    g_mutex_unlock(&started_lock);
    if (result != 0) {
        g_thread_join(thread); /* it ends at once, the main context given back */
        undo_start();
        return 0;
    }
    g_thread_unref(thread);
    return 1;
}
