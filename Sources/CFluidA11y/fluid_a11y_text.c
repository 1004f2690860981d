/* AtkText: a text field (FluidEntry), whose value is its text, and the edits announced as it
 * changes; with libatk's two text calls that a negative offset would break, answered here. */
#include "fluid_a11y_shim.h"

/* A text field: its value is its text, with the caret at the end (where typing goes). */
typedef struct { FluidAccessible parent; } FluidEntry;
typedef struct { FluidAccessibleClass parent_class; } FluidEntryClass;
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

void fluid_text_init(AtkTextIface *iface) {
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
void fluid_announce_text_change(AtkObject *atk, const char *before, const char *after) {
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
