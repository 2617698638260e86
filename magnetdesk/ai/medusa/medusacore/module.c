/* magnetdesk.ai.medusa._medusacore.Core: Medusa's board shape with its tables, playing
 * playouts from a board (see core.h). */
#include "core.h"

static void Core_dealloc(Core *c) {
    PyMem_Free(c->nb); PyMem_Free(c->ray_start); PyMem_Free(c->rays); PyMem_Free(c->rings_of);
    PyMem_Free(c->rosettes); PyMem_Free(c->board); PyMem_Free(c->seen); PyMem_Free(c->taken);
    PyMem_Free(c->empties); PyMem_Free(c->index); PyMem_Free(c->group); PyMem_Free(c->near);
    PyMem_Free(c->last); PyMem_Free(c->list); PyMem_Free(c->libs);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

static int check_cells(const int32_t *cells, Py_ssize_t count, int n, int padded) {
    for (Py_ssize_t i = 0; i < count; i++)
        if (cells[i] >= n || cells[i] < (padded ? -1 : 0)) {
            PyErr_SetString(PyExc_ValueError, "a cell is off the board");
            return -1;
        }
    return 0;
}

/* Core(n, neighbours, nb_width, ray_starts, rays, ray_width, rings_of, ring_width, rosettes,
 *      marker_end) */
static int Core_init(Core *c, PyObject *args, PyObject *kwds) {
    (void)kwds;
    int n;
    PyObject *nb, *ray_start, *rays, *rings_of, *rosettes;
    if (!PyArg_ParseTuple(args, "iOiOOiOiOi", &n, &nb, &c->nb_width, &ray_start, &rays,
                          &c->ray_width, &rings_of, &c->ring_width, &rosettes, &c->marker_end))
        return -1;
    if (n <= 0 || n > 65536 || c->nb_width < 1 || c->nb_width > 8 || c->ray_width < 1 ||
        c->ray_width > 8 || c->ring_width < 1 || c->ring_width > 8) {
        PyErr_SetString(PyExc_ValueError, "board shape out of range");
        return -1;
    }
    c->n = n;
    Py_ssize_t rays_all = (Py_ssize_t)n * c->ray_width;
    if (!(c->nb = copy_buffer(nb, 4 * (Py_ssize_t)n * c->nb_width, "neighbours"))) return -1;
    if (!(c->ray_start = copy_buffer(ray_start, 4 * (rays_all + 1), "ray starts"))) return -1;
    if (!(c->rays = copy_buffer(rays, -1, "rays"))) return -1;
    if (!(c->rings_of = copy_buffer(rings_of, 4 * (Py_ssize_t)n * c->ring_width, "rings"))) return -1;
    if (!(c->rosettes = copy_buffer(rosettes, -1, "rosettes"))) return -1;
    Py_buffer view;
    if (PyObject_GetBuffer(rosettes, &view, PyBUF_SIMPLE) < 0) return -1;
    c->rings = (int)(view.len / 24);
    PyBuffer_Release(&view);
    Py_ssize_t ray_points = c->ray_start[rays_all];
    if (c->ray_start[0] != 0 || ray_points < 0) {
        PyErr_SetString(PyExc_ValueError, "rays: bad offsets");
        return -1;
    }
    for (Py_ssize_t i = 0; i < rays_all; i++)
        if (c->ray_start[i + 1] < c->ray_start[i] || c->ray_start[i + 1] > ray_points) {
            PyErr_SetString(PyExc_ValueError, "rays: bad offsets");
            return -1;
        }
    if (check_cells(c->nb, (Py_ssize_t)n * c->nb_width, n, 1) < 0 ||
        check_cells(c->rays, ray_points, n, 0) < 0 ||
        check_cells(c->rosettes, 6 * (Py_ssize_t)c->rings, n, 0) < 0)
        return -1;
    for (Py_ssize_t i = 0; i < (Py_ssize_t)n * c->ring_width; i++)
        if (c->rings_of[i] >= c->rings || c->rings_of[i] < -1) {
            PyErr_SetString(PyExc_ValueError, "a ring is not on the board");
            return -1;
        }
    c->board = PyMem_Calloc((size_t)n, 1);
    c->seen = PyMem_Calloc((size_t)n, 1);
    c->taken = PyMem_Calloc((size_t)n, 1);
    c->empties = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->index = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->group = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->near = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->last = PyMem_Calloc(2, sizeof(int32_t));
    c->list = PyMem_Calloc((size_t)n, sizeof(int32_t));
    c->libs = PyMem_Calloc(2, sizeof(int32_t)); /* up to two liberties of a group */
    if (!c->board || !c->seen || !c->taken || !c->empties || !c->index || !c->group ||
        !c->near || !c->last || !c->list || !c->libs) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* run(board, to_move, marker, passes, over, last, seed, max_turns, trace) ->
 *     (placements [(colour, cell)], board, owner, marker, passes, turns or None)
 * turns (with trace): [(placement or -1, jump start or -1, jump end or -1), ...] */
static PyObject *Core_run(Core *c, PyObject *args) {
    PyObject *board_obj, *last_obj;
    unsigned long long seed;
    int to_move, marker, passes, over, max_turns, trace;
    if (!PyArg_ParseTuple(args, "OiiipOKip", &board_obj, &to_move, &marker, &passes, &over,
                          &last_obj, &seed, &max_turns, &trace))
        return NULL;
    if (to_move != BLACK && to_move != WHITE) {
        PyErr_SetString(PyExc_ValueError, "to_move must be black or white");
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(board_obj, &view, PyBUF_SIMPLE) < 0) return NULL;
    if (view.len != c->n) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "board: wrong size");
        return NULL;
    }
    memcpy(c->board, view.buf, (size_t)c->n);
    PyBuffer_Release(&view);
    c->n_empties = 0;
    for (int p = 0; p < c->n; p++) {
        if (c->board[p] > WHITE) {
            PyErr_SetString(PyExc_ValueError, "board: not a stone");
            return NULL;
        }
        c->index[p] = -1;
        if (c->board[p] == EMPTY) {
            c->index[p] = c->n_empties;
            c->empties[c->n_empties++] = p;
        }
    }
    Py_ssize_t n_last = PySequence_Size(last_obj);
    if (n_last < 0) return NULL;
    if (n_last > 2) {
        PyErr_SetString(PyExc_ValueError, "last: at most two cells");
        return NULL;
    }
    c->n_last = 0;
    for (Py_ssize_t i = 0; i < n_last; i++) {
        PyObject *item = PySequence_GetItem(last_obj, i);
        if (!item) return NULL;
        long cell = PyLong_AsLong(item);
        Py_DECREF(item);
        if (cell == -1 && PyErr_Occurred()) return NULL;
        if (cell < 0 || cell >= c->n) {
            PyErr_SetString(PyExc_ValueError, "last: a cell off the board");
            return NULL;
        }
        c->last[c->n_last++] = (int32_t)cell;
    }
    c->to_move = to_move;
    c->marker = marker;
    c->passes = passes;
    c->over = over;
    c->rng = seed ? seed : 0x9E3779B97F4A7C15ULL;
    PyObject *placements = PyList_New(0), *turns = trace ? PyList_New(0) : Py_None;
    if (!placements || !turns) goto failed;
    if (!trace) Py_INCREF(Py_None);
    for (int turn = 0; turn < max_turns && !c->over; turn++) {
        int colour = c->to_move, start, end;
        int placement = policy_turn(c, &start, &end);
        if (placement != NONE) {
            PyObject *item = Py_BuildValue("(ii)", colour, placement);
            if (!item || PyList_Append(placements, item) < 0) {
                Py_XDECREF(item);
                goto failed;
            }
            Py_DECREF(item);
        }
        if (trace) {
            PyObject *item = Py_BuildValue("(iii)", placement, start, end);
            if (!item || PyList_Append(turns, item) < 0) {
                Py_XDECREF(item);
                goto failed;
            }
            Py_DECREF(item);
        }
    }
    /* the owners: a stone's colour, or the one colour that alone borders an empty region */
    PyObject *owner = PyBytes_FromStringAndSize((const char *)c->board, c->n);
    if (!owner) goto failed;
    area_owners(c->board, c->n, c->nb, c->nb_width, c->group, (uint8_t *)PyBytes_AS_STRING(owner));
    return Py_BuildValue("(Ny#NiiN)", placements, (const char *)c->board, (Py_ssize_t)c->n,
                         owner, c->marker, c->passes, turns);
failed:
    Py_XDECREF(placements);
    if (turns != Py_None) Py_XDECREF(turns);
    return NULL;
}

static PyMethodDef Core_methods[] = {
    {"run", (PyCFunction)Core_run, METH_VARARGS, "One Medusa playout from a board."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "magnetdesk.ai.medusa._medusacore.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Medusa's board shape with its tables, playing playouts.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_medusacore", "Medusa's compiled playouts.", -1, NULL,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__medusacore(void) {
    static const char *const names[] = {"Core", NULL};
    static PyTypeObject *const types[] = {&CoreType};
    return module_with_types(&module, names, types);
}
