#ifndef FLUID_A11Y_H
#define FLUID_A11Y_H

/* Exposes a tree of semantic nodes to AT-SPI (the Linux accessibility bus) through ATK and
 * atk-bridge. Plain C types only: the GLib and ATK headers stay inside the implementation.
 *
 * Threading: the bridge runs its own GLib main loop on a thread it starts. fluid_a11y_update
 * may be called from any one thread; the tree is copied and applied (with its change events)
 * on the bridge's thread. The action handler is called on the bridge's thread. */

/* Roles. FluidHost's AccessibilityBridge maps each FluidScenes.SemanticRole to one of these by
 * name (a switch over the roles): the values are the shim's own, in no other type's order. */
enum {
    FLUID_A11Y_ROLE_WINDOW = 1, FLUID_A11Y_ROLE_GROUP, FLUID_A11Y_ROLE_BUTTON, FLUID_A11Y_ROLE_TEXT_FIELD,
    FLUID_A11Y_ROLE_LIST, FLUID_A11Y_ROLE_LIST_ITEM, FLUID_A11Y_ROLE_ADJUSTABLE,
    FLUID_A11Y_ROLE_STATIC_TEXT, FLUID_A11Y_ROLE_IMAGE
};

/* State bits. AccessibilityBridge maps each FluidScenes.SemanticStates member AT-SPI shows to one
 * of these by name, and adds FOCUSABLE (SemanticNode.isFocusable) and HORIZONTAL or VERTICAL
 * (SemanticNode.orientation): the bits are the shim's own, not SemanticStates' raw values. */
enum {
    FLUID_A11Y_FOCUSED = 1 << 0, FLUID_A11Y_SELECTED = 1 << 1, FLUID_A11Y_EXPANDED = 1 << 2,
    FLUID_A11Y_COLLAPSED = 1 << 3, FLUID_A11Y_DISABLED = 1 << 4, FLUID_A11Y_MODAL = 1 << 5,
    FLUID_A11Y_CHECKED = 1 << 6, FLUID_A11Y_FOCUSABLE = 1 << 7, FLUID_A11Y_HORIZONTAL = 1 << 8,
    FLUID_A11Y_VERTICAL = 1 << 9
};

/* A node's number, for sliders: AtkValue's current value, range and step. */
typedef struct {
    double current, minimum, maximum, step;
} FluidA11yRange;

typedef struct {
    const char *id;          /* unique within the tree */
    int parent;              /* index of the parent in the array (before this node); -1 for the root */
    int role;
    const char *label;
    const char *value;       /* NULL when the node has none */
    const char *hint;        /* NULL when the node has none */
    int x, y, width, height; /* screen pixels */
    unsigned states;
    const char *actions;     /* action names, each ended by '\n' */
    const FluidA11yRange *range; /* NULL when the value is not a number */
    int position, set_size;  /* 1-based place among its list's items and their count; 0 when none */
} FluidA11yNode;

/* Called (on the bridge's thread) when an assistive technology performs `action` on the node
 * `id`; "focus" is a request to move keyboard focus there, "set value NUMBER" a number set through
 * the Value interface on a node that lists the action "set value" (never NaN or ±∞). */
typedef void (*FluidA11yActionHandler)(const char *id, const char *action, void *context);

/* Starts exposing `app_name` when an accessibility bus runs: AT_SPI_BUS_ADDRESS is set, or the
 * session bus has an owner for org.a11y.Bus (asked without activating anything). Returns 1 when
 * started, 0 when there is no bus: then nothing was started and nothing runs. */
int fluid_a11y_start(const char *app_name, FluidA11yActionHandler handler, void *context);

/* Replaces the exposed tree with `nodes` (root first, parents before children); announces what
 * changed (names, values, states, children). Does nothing unless started. */
void fluid_a11y_update(const FluidA11yNode *nodes, int count);

/* Says whether the window has keyboard focus: the frame is ACTIVE while it has, and gains or
 * loses it with window:activate / window:deactivate, as a window manager's focus does for a
 * toolkit's windows. Does nothing unless started. */
void fluid_a11y_set_active(int active);

/* Says `text` to assistive technology now, politely (a status message: "Added If"). Does
 * nothing unless started. */
void fluid_a11y_announce(const char *text);

/* A key press (`press` 1) or release (0) in the window, for the key event listeners assistive
 * technology registered through ATK (a screen reader's commands, key echo). `keysym` is the X
 * keysym, `keycode` the X keycode, `modifiers` the X modifier mask, `text` what the key types
 * (NULL for none), `time` in ms. Waits at most `timeout_ms` for the listeners, and not at all
 * while they are still busy with an earlier key; returns 1 when one consumed the key (the window
 * should then ignore it), 0 otherwise, when they did not answer in time, or when not started. */
int fluid_a11y_key(int press, unsigned keysym, unsigned keycode, unsigned modifiers, const char *text,
                   unsigned time, int timeout_ms);

/* What AT-SPI is shown of a node with `role` and `states` (as a FluidA11yNode has them), for tests
 * that check both sides of this header agree: the name of its ATK role ("push button", as
 * atk_role_get_name gives it) is returned; the names of its ATK states ("enabled", "focusable",
 * as atk_state_type_get_name gives them), each ended by '\n' in ATK's order, are written to
 * `names` (at most `size` bytes with the closing NUL; cut short when longer). Needs no bus and
 * nothing started. */
const char *fluid_a11y_exposed_role(int role, unsigned states);
void fluid_a11y_exposed_states(int role, unsigned states, char *names, int size);

#endif
