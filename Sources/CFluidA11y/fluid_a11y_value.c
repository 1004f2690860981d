/* AtkValue: a slider's number, its range and step, and a number set by a client. */
#include "fluid_a11y_shim.h"
#include <math.h>
#include <string.h>

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
    if (self->defunct || !self->has_range || !isfinite(number) || fluid_shim.handler == NULL) return;
    gboolean typed = FALSE;
    for (guint i = 0; i < self->actions->len && !typed; i++)
        typed = strcmp(g_ptr_array_index(self->actions, i), "set value") == 0;
    if (!typed) return;
    char digits[G_ASCII_DTOSTR_BUF_SIZE];
    char *request = g_strconcat("set value ", g_ascii_dtostr(digits, sizeof digits, number), NULL);
    fluid_shim.handler(self->id, request, fluid_shim.context);
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

void fluid_value_init(AtkValueIface *iface) {
    iface->get_value_and_text = fluid_get_value_and_text;
    iface->get_range = fluid_get_range;
    iface->get_increment = fluid_get_increment;
    iface->set_value = fluid_set_value;
    iface->get_current_value = fluid_get_current_value;
    iface->get_minimum_value = fluid_get_minimum_value;
    iface->get_maximum_value = fluid_get_maximum_value;
    iface->get_minimum_increment = fluid_get_minimum_increment;
}
