/* Key events: the window's keys offered to the key event listeners assistive technology
 * registered through AtkUtil, with a bounded wait for their answer. */
#include "fluid_a11y_shim.h"
#include <string.h>

typedef struct {
    AtkKeySnoopFunc listener;
    gpointer data;
} KeyListener;

static GHashTable *key_listeners; /* id → KeyListener*, on the bridge's thread */
static guint next_key_listener = 1;

guint fluid_add_key_event_listener(AtkKeySnoopFunc listener, gpointer data) {
    if (key_listeners == NULL) key_listeners = g_hash_table_new_full(NULL, NULL, NULL, g_free);
    KeyListener *entry = g_new(KeyListener, 1);
    entry->listener = listener;
    entry->data = data;
    guint id = next_key_listener++;
    g_hash_table_insert(key_listeners, GUINT_TO_POINTER(id), entry);
    return id;
}

void fluid_remove_key_event_listener(guint id) {
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
    if (fluid_shim.application == NULL) return 0;
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
