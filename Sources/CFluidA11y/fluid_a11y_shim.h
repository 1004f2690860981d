#ifndef FLUID_A11Y_SHIM_H
#define FLUID_A11Y_SHIM_H

/* What the shim's files share (not part of the contract: that is include/fluid_a11y.h). One file
 * per ATK interface, one for the node type, the tree, key events, and start-up with activation and
 * announcements (fluid_a11y.c). Everything here runs on the bridge's thread unless its comment
 * says otherwise; the functions are hidden from the executable's other objects. */
#include "fluid_a11y.h"
#include <atk/atk.h>

/* One node. */
typedef struct {
    AtkObject parent;
    char *id;
    char *value;
    int x, y, width, height;
    unsigned states;         /* FLUID_A11Y_* bits */
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

/* The shim's state: set by fluid_a11y_start (before the bridge's thread runs), then the bridge's
 * thread's; `application` non-NULL says "started" to every thread. */
typedef struct {
    AtkObject *application;      /* the root the bridge asks for; its one child is the window */
    char *application_name;
    AtkObject *announcer;        /* the window's status line: a notification Orca speaks */
    gboolean announcer_showing;
    gboolean window_active;
    gboolean activation_pending; /* set_active(1) came before the window existed */
    FluidA11yActionHandler handler;
    void *context;
    GHashTable *objects_by_id;   /* id → FluidAccessible*, strong */
} FluidShim;

G_GNUC_INTERNAL extern FluidShim fluid_shim;

/* The node types (fluid_a11y_object.c, fluid_a11y_text.c). */
G_GNUC_INTERNAL GType fluid_accessible_get_type(void);
G_GNUC_INTERNAL GType fluid_window_get_type(void);
G_GNUC_INTERNAL GType fluid_entry_get_type(void);

/* The interfaces, one file each. */
G_GNUC_INTERNAL void fluid_component_init(AtkComponentIface *iface);
G_GNUC_INTERNAL void fluid_action_init(AtkActionIface *iface);
G_GNUC_INTERNAL void fluid_value_init(AtkValueIface *iface);
G_GNUC_INTERNAL void fluid_text_init(AtkTextIface *iface);

/* Registers the ATK types the shim uses, once, whatever thread asks first (fluid_a11y_object.c). */
G_GNUC_INTERNAL void fluid_a11y_register_types(void);
/* fluid_a11y_object.c: the ATK role of a node; brings `self` up to date with `node`. */
G_GNUC_INTERNAL AtkRole fluid_atk_role(int role, unsigned states);
G_GNUC_INTERNAL void fluid_apply_node(FluidAccessible *self, const FluidA11yNode *node, gboolean fresh);

/* fluid_a11y_component.c: the node's extents (the text's too). */
G_GNUC_INTERNAL void fluid_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                                       AtkCoordType coords);

/* fluid_a11y_action.c: the node's actions from '\n'-ended names. */
G_GNUC_INTERNAL void fluid_set_actions(FluidAccessible *self, const char *joined);

/* fluid_a11y_text.c: a text field's edit, announced. */
G_GNUC_INTERNAL void fluid_announce_text_change(AtkObject *atk, const char *before, const char *after);

/* fluid_a11y_keys.c: AtkUtil's key event listener hooks. */
G_GNUC_INTERNAL guint fluid_add_key_event_listener(AtkKeySnoopFunc listener, gpointer data);
G_GNUC_INTERNAL void fluid_remove_key_event_listener(guint id);

/* fluid_a11y.c: window:activate and focus again, once the window exists. */
G_GNUC_INTERNAL void fluid_present_activation(void);

#endif
