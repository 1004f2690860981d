/* Key events: the window's keys offered to the key event listeners assistive technology
 * registered through AtkUtil, with a bounded wait for their answer. */
#include <pthread.h>
#include <time.h>
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

/* One key event on its way to the listeners, and the answer the window waits for. POSIX, not
 * GLib's GMutex/GCond: GLib locks with futexes ThreadSanitizer cannot see (make test-tsan). */
typedef struct {
    AtkKeyEventStruct event;
    pthread_mutex_t lock;
    pthread_cond_t done_cond; /* timed on CLOCK_MONOTONIC, as g_cond_wait_until was */
    gboolean done, consumed, abandoned;
} KeyDelivery;

static void key_delivery_free(KeyDelivery *delivery) {
    g_free(delivery->event.string);
    pthread_mutex_destroy(&delivery->lock);
    pthread_cond_destroy(&delivery->done_cond);
    g_free(delivery);
}

/* CLOCK_MONOTONIC's time `ms` milliseconds from now (now for a negative `ms`), for
 * pthread_cond_timedwait. */
static struct timespec monotonic_after(int ms) {
    if (ms < 0) ms = 0;
    struct timespec at;
    clock_gettime(CLOCK_MONOTONIC, &at);
    at.tv_sec += ms / 1000;
    at.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (at.tv_nsec >= 1000000000L) {
        at.tv_sec += 1;
        at.tv_nsec -= 1000000000L;
    }
    return at;
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
    pthread_mutex_lock(&delivery->lock);
    delivery->done = TRUE;
    delivery->consumed = consumed;
    gboolean abandoned = delivery->abandoned;
    pthread_cond_signal(&delivery->done_cond);
    pthread_mutex_unlock(&delivery->lock);
    if (abandoned) key_delivery_free(delivery);
    g_atomic_int_dec_and_test(&keys_in_flight);
    return G_SOURCE_REMOVE;
}

int fluid_a11y_key(int press, unsigned keysym, unsigned keycode, unsigned modifiers, const char *text,
                   unsigned time, int timeout_ms) {
    if (fluid_shim.application == NULL) return 0;
    KeyDelivery *delivery = g_new0(KeyDelivery, 1);
    pthread_mutex_init(&delivery->lock, NULL);
    pthread_condattr_t monotonic;
    pthread_condattr_init(&monotonic);
    pthread_condattr_setclock(&monotonic, CLOCK_MONOTONIC);
    pthread_cond_init(&delivery->done_cond, &monotonic);
    pthread_condattr_destroy(&monotonic);
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
    struct timespec deadline = monotonic_after(behind ? 0 : timeout_ms);
    pthread_mutex_lock(&delivery->lock);
    while (!delivery->done)
        if (pthread_cond_timedwait(&delivery->done_cond, &delivery->lock, &deadline) != 0) break;
    gboolean done = delivery->done, consumed = delivery->consumed;
    /* Too slow: the listeners still get the key; whoever finishes last frees it. */
    if (!done) delivery->abandoned = TRUE;
    pthread_mutex_unlock(&delivery->lock);
    if (done) key_delivery_free(delivery);
    return consumed ? 1 : 0;
}
