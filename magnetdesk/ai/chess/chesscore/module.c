/* magnetdesk.ai.chess._chesscore.Core: one game's rules, searching positions (see core.h).
 *
 * Positions cross as (board: 64 bytes, to_move, castling, quiet, since, ply) and the game's keys
 * as native uint64 bytes, oldest first, the position's own key last; a move is an int:
 * start | end << 6 | promotion kind << 12. */
#include "core.h"

static void Core_dealloc(Core *c) {
    PyMem_Free(c->table);
    PyMem_Free(c->keys);
    Py_XDECREF(c->poll);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

static int read_table(PyObject *obj, uint8_t (*table)[3], const char *name) {
    uint8_t *t = copy_buffer(obj, 9, name);
    if (!t) return -1;
    int bad = 0;
    for (int i = 0; i < 9; i++) bad |= t[i] > REPEL;
    memcpy(table, t, 9);
    PyMem_Free(t);
    if (bad) PyErr_SetString(PyExc_ValueError, "a field effect is 0, 1 or 2");
    return bad ? -1 : 0;
}

/* Core(codes, code rule, no_repetition, piece keys, white key): codes, the game's first, as
 * (table, origin table or None, the search's table key), a table being table[mover][target]
 * in 9 bytes; the code rule 0 fixed, 1 cycle, 2 random (set_drawn); the piece keys as
 * 23 * 64 native uint64. */
static int Core_init(Core *c, PyObject *args, PyObject *kwds) {
    (void)kwds;
    PyObject *codes, *keys;
    int code_rule, no_repetition;
    unsigned long long white_key;
    if (!PyArg_ParseTuple(args, "OipOK", &codes, &code_rule, &no_repetition, &keys, &white_key))
        return -1;
    Rules *r = &c->rules;
    PyObject *seq = PySequence_Fast(codes, "codes: a sequence");
    if (!seq) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n < 1 || n > MAX_CODES || (code_rule != FIXED && n < 2) || code_rule < FIXED
        || code_rule > RANDOM) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "1 to 82 codes, and a code rule the core plays");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *table, *origin;
        unsigned long long code_key;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, i), "OOK", &table, &origin, &code_key)
            || read_table(table, r->table[i], "table") < 0) {
            Py_DECREF(seq);
            return -1;
        }
        r->has_origin[i] = origin != Py_None;
        if (r->has_origin[i] && read_table(origin, r->origin[i], "origin table") < 0) {
            Py_DECREF(seq);
            return -1;
        }
        r->code_keys[i] = code_key;
    }
    Py_DECREF(seq);
    r->n_codes = (int)n, r->code_rule = code_rule, r->no_repetition = no_repetition;
    r->first_pair = 0;
    memset(r->drawn, 0, sizeof(r->drawn));
    uint64_t *k = copy_buffer(keys, (Py_ssize_t)sizeof(r->piece_keys), "piece keys");
    if (!k) return -1;
    memcpy(r->piece_keys, k, sizeof(r->piece_keys));
    PyMem_Free(k);
    r->white_key = white_key;
    PyMem_Free(c->table);
    c->table = PyMem_Calloc((size_t)1 << TABLE_BITS, sizeof(Entry));
    if (!c->table) {
        PyErr_NoMemory();
        return -1;
    }
    Py_XDECREF(c->poll);
    c->poll = Py_NewRef(Py_None);
    c->ready = 1;
    return 0;
}

/* set_drawn(first pair, codes): the random codes of 64 pairs of moves from first pair. */
static PyObject *Core_set_drawn(Core *c, PyObject *args) {
    int first;
    PyObject *drawn;
    if (!PyArg_ParseTuple(args, "iO", &first, &drawn)) return NULL;
    PyObject *seq = PySequence_Fast(drawn, "drawn: a sequence of ints");
    if (!seq) return NULL;
    if (PySequence_Fast_GET_SIZE(seq) != DRAWN_PAIRS || first < 0) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "drawn: the codes of 64 pairs of moves");
        return NULL;
    }
    int codes[DRAWN_PAIRS];
    for (int i = 0; i < DRAWN_PAIRS; i++) {
        long k = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if ((k == -1 && PyErr_Occurred()) || k < 1 || k >= c->rules.n_codes) {
            Py_DECREF(seq);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "drawn: a code out of range");
            return NULL;
        }
        codes[i] = (int)k;
    }
    Py_DECREF(seq);
    c->rules.first_pair = first;
    memcpy(c->rules.drawn, codes, sizeof(codes));
    Py_RETURN_NONE;
}

static int ready(Core *c) {
    if (c->ready) return 0;
    PyErr_SetString(PyExc_RuntimeError, "the core was not initialised");
    return -1;
}

/* A position from Python, its key made here; and the game's keys after it. */
static int load(Core *c, PyObject *board, int to_move, int castling, int quiet, int since,
                int ply, PyObject *history, Pos *p) {
    uint8_t *b = copy_buffer(board, 64, "board");
    if (!b) return -1;
    memcpy(p->board, b, 64);
    PyMem_Free(b);
    for (int sq = 0; sq < 64; sq++) {
        int piece = p->board[sq];
        if (piece && ((piece >> 3) < BLACK || (piece >> 3) > WHITE || (piece & 7) < PAWN
                      || (piece & 7) > KING)) {
            PyErr_SetString(PyExc_ValueError, "a square holds no piece the core knows");
            return -1;
        }
    }
    if ((to_move != BLACK && to_move != WHITE) || castling < 0 || castling > 15 || quiet < 0
        || since < 0 || ply < 0) {
        PyErr_SetString(PyExc_ValueError, "a position's player, rights or counts are out of range");
        return -1;
    }
    p->to_move = to_move, p->castling = castling, p->quiet = quiet, p->since = since;
    p->ply = ply;
    p->end = GOING;
    p->key = position_key(&c->rules, p->board, to_move);
    if (history == NULL) return 0;
    Py_buffer view;
    if (PyObject_GetBuffer(history, &view, PyBUF_SIMPLE) < 0) return -1;
    int n = (int)(view.len / 8);
    int cap = n + MAX_PLY + 64;
    if (cap > c->keys_cap) {
        uint64_t *keys = PyMem_Realloc(c->keys, sizeof(uint64_t) * (size_t)cap);
        if (!keys) {
            PyBuffer_Release(&view);
            PyErr_NoMemory();
            return -1;
        }
        c->keys = keys, c->keys_cap = cap;
    }
    memcpy(c->keys, view.buf, 8 * (size_t)n);
    PyBuffer_Release(&view);
    c->n_keys = n;
    return 0;
}

static PyObject *moves_list(const Move *moves, int n) {
    PyObject *list = PyList_New(n);
    for (int i = 0; list && i < n; i++) {
        PyObject *m = PyLong_FromUnsignedLong(moves[i]);
        if (!m) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, m);
    }
    return list;
}

static PyObject *scored(const Core *c) {
    PyObject *list = PyList_New(c->n_best);
    for (int i = 0; list && i < c->n_best; i++) {
        PyObject *item = Py_BuildValue("(ki)", (unsigned long)c->best_moves[i], c->best_scores[i]);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, item);
    }
    return list;
}

/* search(board, to_move, castling, quiet, since, ply, keys, root moves, node cap, seconds, poll
 * [, prune]): (depth, [(move, score), ...] best first, nodes, stopped by poll). poll(nodes) is called
 * every thousand nodes or so; a true answer stops the search. */
static PyObject *Core_search(Core *c, PyObject *args) {
    PyObject *board, *history, *root_moves, *poll;
    int to_move, castling, quiet, since, ply;
    long long node_cap;
    double seconds;
    int prune = 0;
    if (ready(c) < 0
        || !PyArg_ParseTuple(args, "OiiiiiOOLdO|p", &board, &to_move, &castling, &quiet, &since,
                             &ply, &history, &root_moves, &node_cap, &seconds, &poll, &prune)
        || load(c, board, to_move, castling, quiet, since, ply, history, &c->root) < 0)
        return NULL;
    PyObject *seq = PySequence_Fast(root_moves, "root moves: a sequence of ints");
    if (!seq) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n < 1 || n > MAX_MOVES) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "root moves: 1 to 256 moves");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned long m = PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(seq, i));
        if (PyErr_Occurred() || m >= (1u << 15)) {
            Py_DECREF(seq);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a root move is out of range");
            return NULL;
        }
        c->root_moves[i] = (Move)m;
    }
    Py_DECREF(seq);
    c->n_root = (int)n;
    c->prune = prune;
    Py_XSETREF(c->poll, Py_NewRef(poll));
    memset(c->table, 0, sizeof(Entry) << TABLE_BITS);
    memset(c->killers, 0, sizeof(c->killers));
    memset(c->history, 0, sizeof(c->history));
    c->nodes = c->polls = c->stopped = c->failed = 0;
    c->node_cap = node_cap > 0 ? node_cap : 1;
    c->next_poll = POLL_EVERY < c->node_cap ? POLL_EVERY : c->node_cap;
    c->deadline = now() + seconds;
    c->n_best = c->depth = 0;
    int root_keys = c->n_keys;
    c->thread = PyEval_SaveThread(); /* the search touches no Python object but poll */
    for (int depth = 1; depth <= MAX_DEPTH; depth++) {
        if (root_depth(c, depth, root_keys)) break;
        int best = c->best_scores[0];
        if (best >= MATE_BOUND || best <= -MATE_BOUND) break;
    }
    PyEval_RestoreThread(c->thread);
    Py_XSETREF(c->poll, Py_NewRef(Py_None));
    if (c->failed) return NULL;
    return Py_BuildValue("(iNLO)", c->depth, scored(c), c->nodes, c->stopped ? Py_True : Py_False);
}

/* current(): (depth, [(move, score), ...]) of the last depth searched (for progress). */
static PyObject *Core_current(Core *c, PyObject *Py_UNUSED(ignored)) {
    return Py_BuildValue("(iN)", c->depth, scored(c));
}

/* line(move, limit): the table's best moves after a root move of the last search (a
 * repetition, an end or a move the table has not ends it). */
static PyObject *Core_line(Core *c, PyObject *args) {
    unsigned long first;
    int limit;
    if (ready(c) < 0 || !PyArg_ParseTuple(args, "ki", &first, &limit)) return NULL;
    Move line[64];
    uint64_t seen[65];
    int n = 0;
    Pos p, next;
    if (play(&c->rules, &c->root, (Move)first, NULL, 0, &p, NULL) < 0) return PyList_New(0);
    seen[0] = p.key;
    while (n < limit && n < 64 && p.end == GOING) {
        uint64_t key = p.key ^ c->rules.code_keys[code_at(&c->rules, p.ply)] ^ (uint64_t)p.castling;
        const Entry *e = &c->table[key & ((1u << TABLE_BITS) - 1)];
        if (e->key != key || !e->move) break;
        Move moves[MAX_MOVES];
        int count = pseudo_moves(&p, moves), found = 0;
        for (int i = 0; i < count && !found; i++) found = moves[i] == e->move;
        if (!found) break;
        play(&c->rules, &p, e->move, NULL, 0, &next, NULL);
        int again = 0;
        for (int i = 0; i <= n; i++) again |= seen[i] == next.key;
        line[n++] = e->move;
        if (again) break;
        seen[n] = next.key;
        p = next;
    }
    return moves_list(line, n);
}

/* moves(board, to_move, castling): the pseudo-legal moves in the engine's order. */
static PyObject *Core_moves(Core *c, PyObject *args) {
    PyObject *board;
    int to_move, castling;
    Pos p;
    if (ready(c) < 0 || !PyArg_ParseTuple(args, "Oii", &board, &to_move, &castling)
        || load(c, board, to_move, castling, 0, 0, 0, NULL, &p) < 0)
        return NULL;
    Move moves[MAX_MOVES];
    return moves_list(moves, pseudo_moves(&p, moves));
}

/* play(board, to_move, castling, quiet, since, ply, keys, move): None when the no-repetition
 * rule refuses it, else (board, to_move, castling, quiet, since, key, end). */
static PyObject *Core_play(Core *c, PyObject *args) {
    PyObject *board, *history;
    int to_move, castling, quiet, since, ply;
    unsigned long move;
    Pos p, out;
    if (ready(c) < 0
        || !PyArg_ParseTuple(args, "OiiiiiOk", &board, &to_move, &castling, &quiet, &since, &ply,
                             &history, &move)
        || load(c, board, to_move, castling, quiet, since, ply, history, &p) < 0)
        return NULL;
    Move moves[MAX_MOVES];
    int n = pseudo_moves(&p, moves), found = 0;
    for (int i = 0; i < n && !found; i++) found = moves[i] == move;
    if (!found) {
        PyErr_SetString(PyExc_ValueError, "not a move of this position");
        return NULL;
    }
    if (play(&c->rules, &p, (Move)move, c->keys, c->n_keys, &out, NULL) < 0) Py_RETURN_NONE;
    return Py_BuildValue("(y#iiiiKi)", (const char *)out.board, (Py_ssize_t)64, out.to_move,
                         out.castling, out.quiet, out.since, (unsigned long long)out.key, out.end);
}

/* evaluate(board, to_move, ply): evaluation.evaluate's score and the position's key. */
static PyObject *Core_evaluate(Core *c, PyObject *args) {
    PyObject *board;
    int to_move, ply;
    Pos p;
    if (ready(c) < 0 || !PyArg_ParseTuple(args, "Oii", &board, &to_move, &ply)
        || load(c, board, to_move, 0, 0, 0, ply, NULL, &p) < 0)
        return NULL;
    return Py_BuildValue("(iK)", evaluate(&c->rules, &p), (unsigned long long)p.key);
}

static PyMethodDef Core_methods[] = {
    {"search", (PyCFunction)Core_search, METH_VARARGS, "Search a position."},
    {"current", (PyCFunction)Core_current, METH_NOARGS, "The last depth's root scores."},
    {"line", (PyCFunction)Core_line, METH_VARARGS, "The table's line after a root move."},
    {"moves", (PyCFunction)Core_moves, METH_VARARGS, "A position's pseudo-legal moves."},
    {"play", (PyCFunction)Core_play, METH_VARARGS, "A move played, field included."},
    {"evaluate", (PyCFunction)Core_evaluate, METH_VARARGS, "The score and the key."},
    {"set_drawn", (PyCFunction)Core_set_drawn, METH_VARARGS, "The random codes ahead."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "magnetdesk.ai.chess._chesscore.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One Magnetic Chess game's rules (codes no player names), searching its positions.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_chesscore", "The compiled search of the Magnetic Chess family.", -1,
    NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__chesscore(void) {
    geometry_init(); /* once: a search running without the GIL reads it */
    static const char *const names[] = {"Core", NULL};
    static PyTypeObject *const types[] = {&CoreType};
    return module_with_types(&module, names, types);
}
