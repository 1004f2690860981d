#include "fluid_input_time.h"

#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/extensions/XInput2.h>

enum { CORE = 1, TOUCH = 2 };

/* Which kind of input message an X event is, and its server time; 0 when not input. */
static int input_kind(XEvent *event, Time *time) {
    switch (event->type) {
    case MotionNotify:
        *time = event->xmotion.time;
        return CORE;
    case ButtonPress:
    case ButtonRelease:
        *time = event->xbutton.time;
        return CORE;
    case GenericEvent: {
        /* SDL loads the cookie's data before it sends the message and frees it after: this
         * is the one moment it can be read. */
        XGenericEventCookie *cookie = &event->xcookie;
        if (cookie->data == NULL) return 0;
        switch (cookie->evtype) {
        case XI_TouchBegin:
        case XI_TouchUpdate:
        case XI_TouchEnd:
            *time = ((XIDeviceEvent *)cookie->data)->time;
            return TOUCH;
        default:
            return 0;
        }
    }
    default:
        return 0;
    }
}

static int SDLCALL filter(void *userdata, SDL_Event *event) {
    (void)userdata;
    if (event->type != SDL_SYSWMEVENT) return 1;
    SDL_SysWMmsg *message = event->syswm.msg;
    if (message == NULL || message->subsystem != SDL_SYSWM_X11) return 0;
    Time time = 0;
    if (input_kind(&message->msg.x11.event, &time) == 0) return 0;
    event->common.timestamp = (Uint32)time;
    return 1;
}

int fluid_input_time_install(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (window == NULL || !SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    SDL_SetEventFilter(filter, NULL);
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
    return 1;
}

int fluid_input_time_kind(const SDL_Event *event) {
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return 0;
    /* SDL's queue keeps its own copy of the message: the event's type and, for a cookie, its
     * evtype are still there (the cookie's data is not). */
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    return x->type == GenericEvent ? TOUCH : CORE;
}

#else

int fluid_input_time_install(SDL_Window *window) {
    (void)window;
    return 0;
}

int fluid_input_time_kind(const SDL_Event *event) {
    (void)event;
    return 0;
}

#endif
