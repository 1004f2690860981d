/* AtkAction: the actions a node lists, performed as requests to the action handler. */
#include "fluid_a11y_shim.h"
#include <string.h>

void fluid_set_actions(FluidAccessible *self, const char *joined) {
    g_ptr_array_set_size(self->actions, 0);
    for (const char *start = joined; start && *start;) {
        const char *end = strchr(start, '\n');
        if (end == NULL) end = start + strlen(start);
        g_ptr_array_add(self->actions, g_strndup(start, end - start));
        start = *end ? end + 1 : end;
    }
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
    if (name == NULL || fluid_shim.handler == NULL || ((FluidAccessible *)action)->defunct) return FALSE;
    fluid_shim.handler(((FluidAccessible *)action)->id, name, fluid_shim.context);
    return TRUE;
}

void fluid_action_init(AtkActionIface *iface) {
    iface->get_n_actions = fluid_get_n_actions;
    iface->get_name = fluid_get_action_name;
    /* As shown (custom actions are already in the user's language); without it atk-bridge's
     * GetActions and GetLocalizedName answered every action as "". */
    iface->get_localized_name = fluid_get_action_name;
    iface->do_action = fluid_do_action;
}
