/* AtkComponent: where a node is on screen, and focus moved there by a client. */
#include "fluid_a11y_shim.h"

void fluid_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
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
        AtkObject *window = atk_object_ref_accessible_child(fluid_shim.application, 0);
        if (window != NULL) {
            *x -= ((FluidAccessible *)window)->x;
            *y -= ((FluidAccessible *)window)->y;
            g_object_unref(window);
        }
    }
}

static gboolean fluid_grab_focus(AtkComponent *component) {
    FluidAccessible *self = (FluidAccessible *)component;
    if (self->defunct || fluid_shim.handler == NULL) return FALSE;
    fluid_shim.handler(self->id, "focus", fluid_shim.context);
    return TRUE;
}

void fluid_component_init(AtkComponentIface *iface) {
    iface->get_extents = fluid_get_extents;
    iface->grab_focus = fluid_grab_focus;
}
