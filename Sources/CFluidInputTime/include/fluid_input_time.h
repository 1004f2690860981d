#ifndef FLUID_INPUT_TIME_H
#define FLUID_INPUT_TIME_H

#include <stdint.h>
#include <SDL2/SDL.h>

/* The X server's time for each pointer and touch event (FluidHost's ServerClock).
 *
 * SDL stamps an event with SDL_GetTicks() when it takes the event from the window system's
 * queue, which is when the host last pumped, not when the finger moved. The X server stamps
 * every input event when it produced it (ms on the server's clock). With the filter installed,
 * SDL hands the host one SDL_SYSWMEVENT per X pointer or touch event, its `common.timestamp`
 * the server's time, next to the SDL event the X event became; every other window-system
 * message is dropped. */

/* Installs the filter and asks SDL for window-system messages. Call once, after the window is
 * created. Returns 1 when the video driver is X11 and the filter is in place, else 0 (no
 * filter, no messages: events keep SDL's stamps). */
int fluid_input_time_install(SDL_Window *window);

/* For an event the host took from SDL's queue: 0 when it is not one the filter left; 1 when it
 * is the server time of the SDL pointer event that follows it in the queue (core X pointer
 * events, which SDL announces before it translates them); 2 when it is that of the SDL touch
 * event just before it (XInput 2 touch events, announced after). */
int fluid_input_time_kind(const SDL_Event *event);

#endif
