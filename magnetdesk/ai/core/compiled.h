/* What the compiled parts of the search share (magnetdesk/ai/go/playcore/ and
 * magnetdesk/ai/medusa/medusacore/): their random numbers, copying a table handed over from
 * Python, the area owners of a final board and making a module of types.
 *
 * Points are 0 (empty), 1 (black) and 2 (white) on every board; a neighbour table holds
 * `width` points per point, padded with -1.
 */
#ifndef MAGNETDESK_COMPILED_H
#define MAGNETDESK_COMPILED_H
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* xorshift64*: fast, and good enough for playouts. */
static inline uint64_t xorshift_next(uint64_t *state) {
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545F4914F6CDD1DULL;
}

/* Uniform in [0, 1), from the top 53 bits. */
static inline double xorshift_uniform(uint64_t *state) {
    return (xorshift_next(state) >> 11) * (1.0 / 9007199254740992.0);
}

/* Uniform in 0 .. count - 1. */
static inline int xorshift_below(uint64_t *state, int count) {
    return (int)(xorshift_uniform(state) * count);
}

/* A copy of a bytes-like object in memory the core owns (PyMem_Free it); NULL with a Python
 * error when the object is not bytes-like, or is not `want` bytes long (want < 0: any). */
static inline void *copy_buffer(PyObject *obj, Py_ssize_t want, const char *name) {
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return NULL;
    if (want >= 0 && view.len != want) {
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes, expected %zd", name, view.len, want);
        PyBuffer_Release(&view);
        return NULL;
    }
    void *p = PyMem_Malloc(view.len ? (size_t)view.len : 1);
    if (p == NULL) {
        PyBuffer_Release(&view);
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(p, view.buf, (size_t)view.len);
    PyBuffer_Release(&view);
    return p;
}

/* Who each point belongs to in area counting: its stone's colour, or the one colour that
 * alone borders its empty region; 0 for nobody. region: n ints of scratch. Empty points
 * already reached are marked in owner itself (REACHED) until their region is known. */
static inline void area_owners(const uint8_t *colour, int n, const int32_t *nb, int width,
                               int32_t *region, uint8_t *owner) {
    enum { REACHED = 4 };
    memcpy(owner, colour, (size_t)n);
    for (int start = 0; start < n; start++) {
        if (owner[start] != 0) continue;
        int size = 1, bordering = 0;
        region[0] = start;
        owner[start] = REACHED;
        for (int i = 0; i < size; i++) {
            const int32_t *near = nb + (size_t)width * region[i];
            for (int k = 0; k < width && near[k] >= 0; k++) {
                int m = near[k];
                if (colour[m] != 0) {
                    bordering |= colour[m];
                } else if (owner[m] == 0) {
                    owner[m] = REACHED;
                    region[size++] = m;
                }
            }
        }
        if (bordering == 1 || bordering == 2)
            for (int i = 0; i < size; i++) owner[region[i]] = (uint8_t)bordering;
    }
    for (int i = 0; i < n; i++)
        if (owner[i] == REACHED) owner[i] = 0;
}

/* A new module holding types under their names (the names NULL-ended); NULL with a Python
 * error. */
static inline PyObject *module_with_types(PyModuleDef *def, const char *const *names,
                                          PyTypeObject *const *types) {
    for (int i = 0; names[i]; i++)
        if (PyType_Ready(types[i]) < 0) return NULL;
    PyObject *module = PyModule_Create(def);
    for (int i = 0; module && names[i]; i++) {
        Py_INCREF(types[i]);
        if (PyModule_AddObject(module, names[i], (PyObject *)types[i]) < 0) {
            Py_DECREF(types[i]);
            Py_CLEAR(module);
        }
    }
    return module;
}

#endif
