/*
 * Drops a file on an X window as a file manager would, through the XDND
 * protocol (freedesktop.org's drag and drop, version 5): enter, position,
 * the target's status, drop, the file's URI handed over as text/uri-list
 * when the target asks for the selection, then the target's finished.
 * The end-to-end tests use it to drop a .pgn file on the real app under
 * Xvfb, where no file manager runs and xdotool cannot drag between clients.
 *
 *   xdnd-drop WINDOW X Y URI
 *
 * WINDOW is the target's top-level window id (xdotool search), X and Y the
 * drop point in root coordinates, URI the file (file:///tmp/a.pgn).
 * Exits 0 once the target says it has finished, 1 on refusal or timeout.
 */
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>

static Display *dpy;
static Window source, target;
static Atom a_aware, a_enter, a_position, a_status, a_drop, a_finished, a_selection, a_copy, a_uri_list;

static void send(Atom type, long l1, long l2, long l3, long l4) {
  XEvent ev;
  memset(&ev, 0, sizeof ev);
  ev.xclient.type = ClientMessage;
  ev.xclient.display = dpy;
  ev.xclient.window = target;
  ev.xclient.message_type = type;
  ev.xclient.format = 32;
  ev.xclient.data.l[0] = (long)source;
  ev.xclient.data.l[1] = l1;
  ev.xclient.data.l[2] = l2;
  ev.xclient.data.l[3] = l3;
  ev.xclient.data.l[4] = l4;
  XSendEvent(dpy, target, False, NoEventMask, &ev);
  XFlush(dpy);
}

/* The next event, or 0 after `ms` milliseconds without one. */
static int next_event(XEvent *ev, int ms) {
  while (!XPending(dpy)) {
    fd_set fds;
    struct timeval tv = {ms / 1000, (ms % 1000) * 1000};
    FD_ZERO(&fds);
    FD_SET(ConnectionNumber(dpy), &fds);
    if (select(ConnectionNumber(dpy) + 1, &fds, NULL, NULL, &tv) <= 0) return 0;
  }
  XNextEvent(dpy, ev);
  return 1;
}

/* A server timestamp: the time of a property change on our own window. */
static Time server_time(void) {
  XEvent ev;
  unsigned char nothing = 0;
  XChangeProperty(dpy, source, XA_WM_NAME, XA_STRING, 8, PropModeAppend, &nothing, 0);
  XFlush(dpy);
  while (next_event(&ev, 2000)) {
    if (ev.type == PropertyNotify) return ev.xproperty.time;
  }
  return CurrentTime;
}

static void answer_selection(XSelectionRequestEvent *req, const char *uris) {
  XEvent reply;
  memset(&reply, 0, sizeof reply);
  reply.xselection.type = SelectionNotify;
  reply.xselection.display = req->display;
  reply.xselection.requestor = req->requestor;
  reply.xselection.selection = req->selection;
  reply.xselection.target = req->target;
  reply.xselection.time = req->time;
  reply.xselection.property = None;
  if (req->target == a_uri_list) {
    Atom property = req->property != None ? req->property : req->target;
    XChangeProperty(dpy, req->requestor, property, a_uri_list, 8, PropModeReplace, (const unsigned char *)uris,
                    (int)strlen(uris));
    reply.xselection.property = property;
  }
  XSendEvent(dpy, req->requestor, False, NoEventMask, &reply);
  XFlush(dpy);
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: xdnd-drop WINDOW X Y URI\n");
    return 2;
  }
  dpy = XOpenDisplay(NULL);
  if (!dpy) {
    fprintf(stderr, "xdnd-drop: no display\n");
    return 1;
  }
  target = (Window)strtoul(argv[1], NULL, 0);
  int x = atoi(argv[2]), y = atoi(argv[3]);
  char uris[4096];
  snprintf(uris, sizeof uris, "%s\r\n", argv[4]);

  a_aware = XInternAtom(dpy, "XdndAware", False);
  a_enter = XInternAtom(dpy, "XdndEnter", False);
  a_position = XInternAtom(dpy, "XdndPosition", False);
  a_status = XInternAtom(dpy, "XdndStatus", False);
  a_drop = XInternAtom(dpy, "XdndDrop", False);
  a_finished = XInternAtom(dpy, "XdndFinished", False);
  a_selection = XInternAtom(dpy, "XdndSelection", False);
  a_copy = XInternAtom(dpy, "XdndActionCopy", False);
  a_uri_list = XInternAtom(dpy, "text/uri-list", False);

  /* The target's XDND version (GTK says 5). */
  Atom type;
  int format;
  unsigned long count, after;
  unsigned char *data = NULL;
  long version = 5;
  if (XGetWindowProperty(dpy, target, a_aware, 0, 1, False, AnyPropertyType, &type, &format, &count, &after, &data) ==
          Success &&
      data && count == 1) {
    version = *(long *)data < 5 ? *(long *)data : 5;
  } else {
    fprintf(stderr, "xdnd-drop: window 0x%lx does not take drops (no XdndAware)\n", (unsigned long)target);
    return 1;
  }
  XFree(data);

  source = XCreateSimpleWindow(dpy, DefaultRootWindow(dpy), 0, 0, 1, 1, 0, 0, 0);
  XSelectInput(dpy, source, PropertyChangeMask);
  Time now = server_time();
  XSetSelectionOwner(dpy, a_selection, source, now);

  send(a_enter, version << 24, (long)a_uri_list, None, None);
  send(a_position, 0, ((long)x << 16) | (y & 0xffff), (long)now, (long)a_copy);

  XEvent ev;
  int dropped = 0;
  while (next_event(&ev, 10000)) {
    if (ev.type == ClientMessage && ev.xclient.message_type == a_status && !dropped) {
      if (!(ev.xclient.data.l[1] & 1)) {
        fprintf(stderr, "xdnd-drop: the target refuses the drop here\n");
        return 1;
      }
      send(a_drop, 0, (long)now, 0, 0);
      dropped = 1;
    } else if (ev.type == SelectionRequest) {
      answer_selection(&ev.xselectionrequest, uris);
    } else if (ev.type == ClientMessage && ev.xclient.message_type == a_finished) {
      return 0;
    }
  }
  fprintf(stderr, "xdnd-drop: no answer from the target (%s)\n", dropped ? "after the drop" : "to the position");
  return 1;
}
