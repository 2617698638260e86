/* The Strongest level's helper threads: lazy SMP, as chess engines use their other cores.
 *
 * Each helper is a copy of the searching Core with its own killers, history, path and root
 * order, searching the same root by iterative deepening beside it and sharing its table
 * (core.h's lockless entries). The helpers' results are not read: what they store in the
 * table (exact scores, best moves, cut-offs found at other depths) lets the main search go
 * deeper in the same time. Odd helpers start one ply deeper, so that the threads spread over
 * two depths instead of searching the same tree in step. The helpers never touch a Python
 * object: they run without the GIL and stop at the main search's deadline or when it ends. */
#include "core.h"

#ifdef _WIN32
#include <windows.h>
typedef HANDLE Thread;
#else
#include <pthread.h>
typedef pthread_t Thread;
#endif

typedef struct {
    Core core; /* first: the thread's argument is the Helper */
    int first_depth, root_keys;
} Helper;

struct Helpers {
    volatile int quit;
    int n;
    Core *searching;
    Helper *helpers[MAX_HELPERS];
    Thread threads[MAX_HELPERS];
};

static void run(Helper *h) { deepen(&h->core, h->first_depth, h->root_keys); }

#ifdef _WIN32
static DWORD WINAPI entry(LPVOID arg) {
    run(arg);
    return 0;
}

static int start(Thread *t, Helper *h) {
    *t = CreateThread(NULL, HELPER_STACK, entry, h, STACK_SIZE_PARAM_IS_A_RESERVATION, NULL);
    return *t ? 0 : -1;
}

static void join(Thread t) {
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
}
#else
static void *entry(void *arg) {
    run(arg);
    return NULL;
}

static int start(Thread *t, Helper *h) {
    pthread_attr_t attr;
    if (pthread_attr_init(&attr)) return -1;
    pthread_attr_setstacksize(&attr, HELPER_STACK);
    int failed = pthread_create(t, &attr, entry, h);
    pthread_attr_destroy(&attr);
    return failed ? -1 : 0;
}

static void join(Thread t) { pthread_join(t, NULL); }
#endif

static void release(Helper *h) {
    PyMem_RawFree(h->core.keys);
    PyMem_RawFree(h);
}

/* The index-th helper of c: its rules, root, clock and table, its own killers, history and
 * path; odd helpers start one ply deeper. */
static Helper *helper_of(Core *c, int index) {
    Helper *h = PyMem_RawMalloc(sizeof(Helper));
    if (!h) return NULL;
    Core *k = &h->core;
    memcpy(k, c, sizeof(Core));
    k->keys = PyMem_RawMalloc(sizeof(uint64_t) * (size_t)c->keys_cap);
    if (!k->keys) {
        PyMem_RawFree(h);
        return NULL;
    }
    memcpy(k->keys, c->keys, sizeof(uint64_t) * (size_t)c->n_keys);
    memset(k->killers, 0, sizeof(k->killers));
    memset(k->history, 0, sizeof(k->history));
    k->poll = Py_None; /* borrowed and never called: count() calls a poll that is not None */
    k->node_cap = (long long)1 << 62;
    k->nodes = k->polls = 0;
    k->next_poll = POLL_EVERY;
    h->first_depth = 1 + index % 2;
    h->root_keys = c->n_keys;
    return h;
}

Helpers *start_helpers(Core *c, int helpers) {
    Helpers *team = PyMem_RawCalloc(1, sizeof(Helpers));
    if (!team) return NULL;
    team->searching = c;
    c->quit = &team->quit;
    for (int i = 0; i < helpers; i++) {
        Helper *h = helper_of(c, i);
        if (!h) break;
        if (start(&team->threads[team->n], h) < 0) {
            release(h);
            break;
        }
        team->helpers[team->n++] = h;
    }
    return team;
}

long long stop_helpers(Helpers *team) {
    if (!team) return 0;
    team->quit = 1;
    long long nodes = 0;
    for (int i = 0; i < team->n; i++) {
        join(team->threads[i]);
        nodes += team->helpers[i]->core.nodes;
        release(team->helpers[i]);
    }
    team->searching->quit = NULL;
    PyMem_RawFree(team);
    return nodes;
}
