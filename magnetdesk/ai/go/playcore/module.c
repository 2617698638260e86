/* The Python type of the compiled playout core: magnetdesk.ai.go._playcore.Core. */
#include "core.h"

/* --- the Python type ------------------------------------------------------------------- */

void state_bind(State *s, char *p, int n) {
    s->colour = (uint8_t *)p; p += n;
    p += (8 - ((uintptr_t)p & 7)) & 7;
    s->code = (uint16_t *)p; p += 2 * n;
    p += (8 - ((uintptr_t)p & 7)) & 7;
    s->head = (int32_t *)p; p += 4 * n;
    s->next = (int32_t *)p; p += 4 * n;
    s->size = (int32_t *)p; p += 4 * n;
    s->plibs = (int32_t *)p; p += 4 * n;
    s->empties = (int32_t *)p; p += 4 * n;
    s->where = (int32_t *)p; p += 4 * n;
    p += (8 - ((uintptr_t)p & 7)) & 7;
    s->lsum = (int64_t *)p; p += 8 * n;
    s->lsum2 = (int64_t *)p;
}

/* Rounded to 64 bytes, so that both states of the block have the same layout. */
static size_t state_bytes(int n) { return ((size_t)n * (1 + 2 + 6 * 4 + 2 * 8) + 64 + 63) & ~(size_t)63; }

void state_copy(Core *c, State *to, const State *from) {
    State keep = *to;
    memcpy(c->block + (to == &c->work ? c->state_bytes : 0),
           c->block + (from == &c->work ? c->state_bytes : 0), c->state_bytes);
    *to = *from;
    to->colour = keep.colour; to->code = keep.code; to->head = keep.head; to->next = keep.next;
    to->size = keep.size; to->plibs = keep.plibs; to->empties = keep.empties;
    to->where = keep.where; to->lsum = keep.lsum; to->lsum2 = keep.lsum2;
    for (int parity = 0; parity < 2; parity++) {
        to->seen_keys[parity] = keep.seen_keys[parity];
        to->seen_used[parity] = keep.seen_used[parity];
        if (c->seen_cap) {
            memcpy(to->seen_keys[parity], from->seen_keys[parity], 8 * (size_t)c->seen_cap);
            memcpy(to->seen_used[parity], from->seen_used[parity], (size_t)c->seen_cap);
        }
    }
}

static void core_free_arrays(Core *c) {
    PyMem_Free(c->nb); PyMem_Free(c->near8);
    PyMem_Free(c->around); PyMem_Free(c->pattern); PyMem_Free(c->eye[1]); PyMem_Free(c->eye[2]);
    PyMem_Free(c->free_sides); PyMem_Free(c->zobrist); PyMem_Free(c->block);
    PyMem_Free(c->scratch); PyMem_Free(c->mark);
    PyMem_Free(c->lines); PyMem_Free(c->near3); PyMem_Free(c->slot); PyMem_Free(c->queue);
    PyMem_Free(c->stack); PyMem_Free(c->stack_block);
    for (int parity = 0; parity < 2; parity++) {
        PyMem_Free(c->root.seen_keys[parity]); PyMem_Free(c->root.seen_used[parity]);
        PyMem_Free(c->work.seen_keys[parity]); PyMem_Free(c->work.seen_used[parity]);
    }
}

static void Core_dealloc(Core *c) {
    core_free_arrays(c);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

static int Core_init(Core *c, PyObject *args, PyObject *kwds) {
    (void)kwds;
    int n;
    PyObject *nb, *near8, *around, *pattern, *eye_b, *eye_w, *free_sides, *zobrist;
    if (!PyArg_ParseTuple(args, "iOOOOOOOO(ddddd)|p", &n, &nb, &near8, &around,
                          &pattern, &eye_b, &eye_w, &free_sides, &zobrist, &c->p_capture,
                          &c->p_pattern, &c->refuse_suggested, &c->refuse_random, &c->refuse_big,
                          &c->ladders))
        return -1;
    if (n <= 0 || n > 4096) {
        PyErr_SetString(PyExc_ValueError, "board size out of range");
        return -1;
    }
    c->n = n;
    if (!(c->nb = copy_buffer(nb, 16 * (Py_ssize_t)n, "neighbours"))) return -1;
    if (!(c->near8 = copy_buffer(near8, 32 * (Py_ssize_t)n, "near8"))) return -1;
    if (!(c->around = copy_buffer(around, 64 * (Py_ssize_t)n, "around"))) return -1;
    if (!(c->pattern = copy_buffer(pattern, CODES, "pattern"))) return -1;
    if (!(c->eye[1] = copy_buffer(eye_b, CODES, "eye"))) return -1;
    if (!(c->eye[2] = copy_buffer(eye_w, CODES, "eye"))) return -1;
    if (!(c->free_sides = copy_buffer(free_sides, CODES, "free sides"))) return -1;
    if (!(c->zobrist = copy_buffer(zobrist, 24 * (Py_ssize_t)n, "zobrist"))) return -1;
    for (Py_ssize_t i = 0; i < 8 * (Py_ssize_t)n; i++) {
        if ((i < 4 * (Py_ssize_t)n && c->nb[i] >= n) || c->near8[i] >= n ||
            c->around[2 * i] >= n || c->around[2 * i + 1] > 14) {
            PyErr_SetString(PyExc_ValueError, "a neighbour is off the board");
            return -1;
        }
    }
    c->state_bytes = state_bytes(n);
    c->block = PyMem_Calloc(2, c->state_bytes);
    c->scratch = PyMem_Calloc(n + 16, sizeof(int32_t));
    c->mark = PyMem_Calloc(n, sizeof(int32_t));
    c->slot = PyMem_Calloc(n, sizeof(int32_t));
    c->queue = PyMem_Calloc(4 * (size_t)n + 16, sizeof(int32_t));
    if (!c->block || !c->scratch || !c->mark || !c->slot || !c->queue) {
        PyErr_NoMemory();
        return -1;
    }
    state_bind(&c->root, c->block, n);
    state_bind(&c->work, c->block + c->state_bytes, n);
    if (c->ladders && ladder_ready(c) < 0) { /* Go's ladders read on the stack of boards */
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* set_root(board, code, (to_move, ko, last, last2, passes, over, winner, last_captured, ply,
 *          prisoners_black, prisoners_white), (suicide, stoical, snapback,
 *          first_capture_wins, simple_ko, repetition), hash, seen_even, seen_odd) */
static PyObject *Core_set_root(Core *c, PyObject *args) {
    PyObject *board_obj, *code_obj, *seen_obj[2];
    State *s = &c->root;
    unsigned long long hash;
    int pb, pw;
    if (!PyArg_ParseTuple(args, "OO(iiiiiiiiiii)(iiiiii)KOO", &board_obj, &code_obj, &s->to_move,
                          &s->ko, &s->last, &s->last2, &s->passes, &s->over, &s->winner,
                          &s->last_captured, &s->ply, &pb, &pw, &c->suicide, &c->stoical,
                          &c->snapback, &c->first_capture_wins, &c->simple_ko, &c->repetition,
                          &hash, &seen_obj[0], &seen_obj[1]))
        return NULL;
    int n = c->n;
    uint8_t *board = copy_buffer(board_obj, n, "board");
    if (!board) return NULL;
    uint16_t *code = copy_buffer(code_obj, 2 * (Py_ssize_t)n, "code");
    if (!code) {
        PyMem_Free(board);
        return NULL;
    }
    s->prisoners[0] = 0;
    s->prisoners[1] = pb;
    s->prisoners[2] = pw;
    s->hash = hash;
    memcpy(s->colour, board, n);
    memcpy(s->code, code, 2 * (size_t)n);
    PyMem_Free(board);
    PyMem_Free(code);
    s->n_empty = 0;
    for (int i = 0; i < n; i++) {
        s->head[i] = -1;
        if (s->colour[i] > WHITE) {
            PyErr_SetString(PyExc_ValueError, "a point is neither empty, black nor white");
            return NULL;
        }
        if (s->colour[i] == EMPTY) {
            s->where[i] = s->n_empty;
            s->empties[s->n_empty++] = i;
        }
    }
    for (int start = 0; start < n; start++) {
        if (s->colour[start] == EMPTY || s->head[start] >= 0) continue;
        /* walk the chain, linking it into a ring */
        int32_t *stack = c->scratch;
        int top = 0, previous = start;
        s->head[start] = start;
        s->size[start] = 0;
        s->plibs[start] = 0;
        s->lsum[start] = s->lsum2[start] = 0;
        stack[top++] = start;
        while (top) {
            int stone = stack[--top];
            s->size[start]++;
            if (stone != start) {
                s->next[previous] = stone;
                previous = stone;
            }
            const int32_t *nb = c->nb + 4 * stone;
            for (int k = 0; k < 4 && nb[k] >= 0; k++) {
                int m = nb[k];
                if (s->colour[m] == EMPTY) add_lib(s, start, m);
                else if (s->colour[m] == s->colour[start] && s->head[m] < 0) {
                    s->head[m] = start;
                    stack[top++] = m;
                }
            }
        }
        s->next[previous] = start;
    }
    /* the seen positions */
    for (int parity = 0; parity < 2; parity++) {
        PyMem_Free(c->root.seen_keys[parity]); PyMem_Free(c->root.seen_used[parity]);
        PyMem_Free(c->work.seen_keys[parity]); PyMem_Free(c->work.seen_used[parity]);
        c->root.seen_keys[parity] = c->work.seen_keys[parity] = NULL;
        c->root.seen_used[parity] = c->work.seen_used[parity] = NULL;
    }
    c->seen_cap = 0;
    if (c->repetition) {
        Py_buffer views[2];
        if (PyObject_GetBuffer(seen_obj[0], &views[0], PyBUF_SIMPLE) < 0) return NULL;
        if (PyObject_GetBuffer(seen_obj[1], &views[1], PyBUF_SIMPLE) < 0) {
            PyBuffer_Release(&views[0]);
            return NULL;
        }
        Py_ssize_t most = views[0].len > views[1].len ? views[0].len : views[1].len;
        int cap = 64;
        while (cap < 2 * (most / 8 + 4 * n + 512)) cap *= 2;
        c->seen_cap = cap;
        int failed = 0;
        for (int parity = 0; parity < 2; parity++) {
            c->root.seen_keys[parity] = PyMem_Calloc(cap, 8);
            c->root.seen_used[parity] = PyMem_Calloc(cap, 1);
            c->work.seen_keys[parity] = PyMem_Calloc(cap, 8);
            c->work.seen_used[parity] = PyMem_Calloc(cap, 1);
            failed |= !c->root.seen_keys[parity] || !c->root.seen_used[parity] ||
                      !c->work.seen_keys[parity] || !c->work.seen_used[parity];
        }
        if (!failed) {
            for (int parity = 0; parity < 2; parity++) {
                const uint64_t *keys = views[parity].buf;
                for (Py_ssize_t i = 0; i < views[parity].len / 8; i++) seen_add(c, s, parity, keys[i]);
            }
        }
        PyBuffer_Release(&views[0]);
        PyBuffer_Release(&views[1]);
        if (failed) {
            c->seen_cap = 0;
            return PyErr_NoMemory();
        }
    }
    c->ready = 1;
    Py_RETURN_NONE;
}

/* The work board: the root with the tree moves played; 0 with an exception set, or -1 when
 * a tree move is illegal on this board. */
static int play_tree(Core *c, PyObject *tree) {
    if (!c->ready) {
        PyErr_SetString(PyExc_RuntimeError, "set_root first");
        return 0;
    }
    PyObject *fast = PySequence_Fast(tree, "tree moves: a sequence");
    if (!fast) return 0;
    State *s = &c->work;
    state_copy(c, s, &c->root);
    Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
    for (Py_ssize_t i = 0; i < count; i++) {
        long move = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (move == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return 0;
        }
        if (move < PASS || move >= c->n || !play(c, s, (int)move)) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return 1;
}

/* set_priors(lines, near3, width, (self_atari, capture_one, capture_many, pattern, near1,
 *             near2, near3, empty_area)): what a new node's priors need (priors.py). */
static PyObject *Core_set_priors(Core *c, PyObject *args) {
    PyObject *lines, *near3;
    int width;
    if (!PyArg_ParseTuple(args, "OOi(dddddddd)", &lines, &near3, &width, &c->prior_self_atari,
                          &c->prior_capture_one, &c->prior_capture_many, &c->prior_pattern,
                          &c->prior_near[0], &c->prior_near[1], &c->prior_near[2],
                          &c->prior_empty_area))
        return NULL;
    if (width < 1 || width > 64) {
        PyErr_SetString(PyExc_ValueError, "near3 width out of range");
        return NULL;
    }
    uint8_t *l = copy_buffer(lines, c->n, "lines");
    if (!l) return NULL;
    int32_t *t = copy_buffer(near3, 4 * (Py_ssize_t)width * c->n, "near3");
    if (!t) {
        PyMem_Free(l);
        return NULL;
    }
    for (Py_ssize_t i = 0; i < (Py_ssize_t)width * c->n; i++) {
        if (t[i] >= c->n) {
            PyMem_Free(l);
            PyMem_Free(t);
            PyErr_SetString(PyExc_ValueError, "a near point is off the board");
            return NULL;
        }
    }
    PyMem_Free(c->lines);
    PyMem_Free(c->near3);
    c->lines = l;
    c->near3 = t;
    c->near3_width = width;
    Py_RETURN_NONE;
}

/* priors(tree_moves) -> (cells, visits, wins): the children of the node the tree moves lead
 * to and the virtual games of their priors; None when a tree move is illegal here. */
/* Whether Atari-Go's reading can run in the core: rules without seen positions, a depth it
 * reads as the Python reading does, the stack of boards made. 1 yes, 0 no, -1 error. */
static int can_read(Core *c, int depth) {
    if (depth < 0 || depth > READ_DEPTH) {
        PyErr_SetString(PyExc_ValueError, "reading depth out of range");
        return -1;
    }
    if (c->seen_cap) return 0;
    if (ladder_ready(c) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return 1;
}

/* priors(tree_moves[, depth, setups]) -> (cells, visits, wins), or None when a tree move is
 * illegal on this board (or the reading cannot run here). With depth, Atari-Go's reading of
 * forced captures adds its priors (ladder.atari_go_priors). */
static PyObject *Core_priors(Core *c, PyObject *args) {
    PyObject *tree;
    int depth = 0, setups = 0;
    if (!PyArg_ParseTuple(args, "O|ip", &tree, &depth, &setups)) return NULL;
    if (!c->lines) {
        PyErr_SetString(PyExc_RuntimeError, "set_priors first");
        return NULL;
    }
    if (depth) {
        int ok = can_read(c, depth);
        if (ok < 0) return NULL;
        if (!ok) Py_RETURN_NONE;
    }
    int played = play_tree(c, tree);
    if (played == 0) return NULL;
    if (played < 0) Py_RETURN_NONE;
    int32_t *cells = PyMem_Calloc(c->n + 1, sizeof(int32_t));
    double *visits = PyMem_Calloc(c->n + 1, sizeof(double));
    double *wins = PyMem_Calloc(c->n + 1, sizeof(double));
    PyObject *answer = NULL, *a = NULL, *b = NULL, *d = NULL;
    if (!cells || !visits || !wins) {
        PyErr_NoMemory();
        goto done;
    }
    int count = expansion_priors(c, &c->work, cells, visits, wins);
    if (depth && c->first_capture_wins &&
        atari_go_priors(c, &c->work, depth, setups, cells, count, visits, wins) < 0) {
        PyErr_NoMemory();
        goto done;
    }
    a = PyList_New(count);
    b = PyList_New(count);
    d = PyList_New(count);
    if (!a || !b || !d) goto done;
    for (int i = 0; i < count; i++) {
        PyObject *x = PyLong_FromLong(cells[i]);
        PyObject *y = PyFloat_FromDouble(visits[i]);
        PyObject *z = PyFloat_FromDouble(wins[i]);
        if (!x || !y || !z) {
            Py_XDECREF(x);
            Py_XDECREF(y);
            Py_XDECREF(z);
            goto done;
        }
        PyList_SET_ITEM(a, i, x);
        PyList_SET_ITEM(b, i, y);
        PyList_SET_ITEM(d, i, z);
    }
    answer = PyTuple_Pack(3, a, b, d);
done:
    Py_XDECREF(a);
    Py_XDECREF(b);
    Py_XDECREF(d);
    PyMem_Free(cells);
    PyMem_Free(visits);
    PyMem_Free(wins);
    return answer;
}

/* wins_now(tree_moves, depth) -> (won, owner) for the position the tree moves lead to (its
 * passes forgotten: the playout would play on), or None when a tree move is illegal on this
 * board or the reading cannot run here. won: the side to move captures, or takes a chain by
 * force (ladder.wins_now); owner: the position's area owners. */
static PyObject *Core_wins_now(Core *c, PyObject *args) {
    PyObject *tree;
    int depth;
    if (!PyArg_ParseTuple(args, "Oi", &tree, &depth)) return NULL;
    int ok = can_read(c, depth);
    if (ok < 0) return NULL;
    if (!ok) Py_RETURN_NONE;
    int played = play_tree(c, tree);
    if (played == 0) return NULL;
    if (played < 0) Py_RETURN_NONE;
    State *s = &c->work;
    s->passes = 0;
    s->over = 0;
    int won = wins_now(c, s, depth);
    if (won < 0) return PyErr_NoMemory();
    PyObject *owner = PyBytes_FromStringAndSize(NULL, c->n);
    if (!owner) return NULL;
    owners(c, s, (uint8_t *)PyBytes_AS_STRING(owner));
    return Py_BuildValue("(ON)", won ? Py_True : Py_False, owner);
}

/* run(tree_moves, seed, max_moves[, trace]) -> (moves, board, owner, over, winner,
 * prisoners_black, prisoners_white, steps), or None when a tree move is illegal on this
 * board. With trace, steps lists (hash, ko point) after every playout move (for the tests
 * that compare the core with the pure-Python board position by position); else None. */
static PyObject *Core_run(Core *c, PyObject *args) {
    PyObject *tree;
    unsigned long long seed;
    int max_moves, trace = 0;
    if (!PyArg_ParseTuple(args, "OKi|p", &tree, &seed, &max_moves, &trace)) return NULL;
    int played = play_tree(c, tree);
    if (played == 0) return NULL;
    if (played < 0) Py_RETURN_NONE;
    State *s = &c->work;
    c->rng = seed ? seed : 0x9E3779B97F4A7C15ULL;
    s->passes = 0; /* after two passes in the tree the playout plays on: dead stones go */
    s->over = 0;
    s->winner = -1;
    PyObject *moves = PyList_New(0);
    PyObject *steps = trace ? PyList_New(0) : Py_NewRef(Py_None);
    if (!moves || !steps) goto failed;
    for (int i = 0; i < max_moves; i++) {
        if (s->passes >= 2 || s->over) break;
        PyObject *item = PyLong_FromLong(policy_step(c, s));
        if (!item || PyList_Append(moves, item) < 0) {
            Py_XDECREF(item);
            goto failed;
        }
        Py_DECREF(item);
        if (trace) {
            PyObject *step = Py_BuildValue("(Ki)", (unsigned long long)s->hash, s->ko);
            if (!step || PyList_Append(steps, step) < 0) {
                Py_XDECREF(step);
                goto failed;
            }
            Py_DECREF(step);
        }
    }
    PyObject *owner = PyBytes_FromStringAndSize(NULL, c->n);
    if (!owner) goto failed;
    owners(c, s, (uint8_t *)PyBytes_AS_STRING(owner));
    return Py_BuildValue("(Ny#NOiiiN)", moves, (const char *)s->colour, (Py_ssize_t)c->n, owner,
                         s->over ? Py_True : Py_False, s->winner, s->prisoners[1], s->prisoners[2],
                         steps);
failed:
    Py_XDECREF(moves);
    Py_XDECREF(steps);
    return NULL;
}

static PyMethodDef Core_methods[] = {
    {"set_root", (PyCFunction)Core_set_root, METH_VARARGS, "Load the position the playouts start from."},
    {"run", (PyCFunction)Core_run, METH_VARARGS, "Play the tree moves, then one playout."},
    {"set_priors", (PyCFunction)Core_set_priors, METH_VARARGS, "Load what the priors need."},
    {"priors", (PyCFunction)Core_priors, METH_VARARGS, "A new node's children and their priors."},
    {"wins_now", (PyCFunction)Core_wins_now, METH_VARARGS, "Whether the leaf is a forced win."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "magnetdesk.ai.go._playcore.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A Go-family board shape with its tables, a root position and a work board.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_playcore", "The compiled playout core of the Go family.", -1, NULL,
    NULL, NULL, NULL, NULL,
};

extern PyTypeObject MagnetCoreType; /* magnet.c */

PyMODINIT_FUNC PyInit__playcore(void) {
    static const char *const names[] = {"Core", "MagnetCore", NULL};
    static PyTypeObject *const types[] = {&CoreType, &MagnetCoreType};
    return module_with_types(&module, names, types);
}
