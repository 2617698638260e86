/* The search tree's hot loops in C (issue 28): choosing a child (node.select) and the RAVE
 * update of the Go family's search (mcts._Search._update_amaf), on the very Node objects of
 * magnetdesk/ai/core/node.py, whose __slots__ are read and written at their offsets.
 *
 * Optional like _playcore.c: without a C compiler the pure-Python functions run, and
 * tests/ai/core/test_nodecore.py checks that both choose the same child and count the same.
 * The arithmetic is the Python code's, operation for operation, so the choices are the same
 * to the last bit.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

enum { MOVE, VISITS, WINS, PRIOR_VISITS, PRIOR_WINS, AMAF_VISITS, AMAF_WINS, CHILDREN, SLOTS };
static const char *slot_names[SLOTS] = {"move", "visits", "wins", "prior_visits", "prior_wins",
                                        "amaf_visits", "amaf_wins", "children"};
static Py_ssize_t offsets[SLOTS];
static PyTypeObject *node_type = NULL;
static double rave_equivalence = 3500.0;

#define SLOT(obj, k) (*(PyObject **)((char *)(obj) + offsets[k]))

static inline double number(PyObject *o) {
    if (PyFloat_CheckExact(o)) return PyFloat_AS_DOUBLE(o);
    return PyFloat_AsDouble(o);
}

/* bind(Node, rave_equivalence): learn where Node keeps each slot. */
static PyObject *bind(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *type;
    if (!PyArg_ParseTuple(args, "O!d", &PyType_Type, &type, &rave_equivalence)) return NULL;
    for (int k = 0; k < SLOTS; k++) {
        PyObject *descr = PyObject_GetAttrString(type, slot_names[k]);
        if (!descr) return NULL;
        if (Py_TYPE(descr) != &PyMemberDescr_Type) {
            Py_DECREF(descr);
            return PyErr_Format(PyExc_TypeError, "%s is not a slot", slot_names[k]);
        }
        PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
        if (member->type != T_OBJECT_EX) {
            Py_DECREF(descr);
            return PyErr_Format(PyExc_TypeError, "%s is not an object slot", slot_names[k]);
        }
        offsets[k] = member->offset;
        Py_DECREF(descr);
    }
    Py_XDECREF(node_type);
    Py_INCREF(type);
    node_type = (PyTypeObject *)type;
    Py_RETURN_NONE;
}

static int is_node(PyObject *o) {
    if (!node_type || !PyObject_TypeCheck(o, node_type)) {
        PyErr_SetString(PyExc_TypeError, "bind() the node type first; children must be nodes");
        return 0;
    }
    for (int k = 0; k < SLOTS; k++) {
        if (!SLOT(o, k)) {
            PyErr_Format(PyExc_AttributeError, "a node without %s", slot_names[k]);
            return 0;
        }
    }
    return 1;
}

/* select(children) -> the child with the highest value (node.select's). */
static PyObject *select_child(PyObject *self, PyObject *children) {
    (void)self;
    if (!PyList_Check(children) || PyList_GET_SIZE(children) == 0) {
        PyErr_SetString(PyExc_ValueError, "select needs a non-empty list of children");
        return NULL;
    }
    double best_value = -1.0;
    PyObject *best = NULL;
    Py_ssize_t count = PyList_GET_SIZE(children);
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *child = PyList_GET_ITEM(children, i);
        if (!is_node(child)) return NULL;
        double v = number(SLOT(child, VISITS)) + number(SLOT(child, PRIOR_VISITS));
        double value = (number(SLOT(child, WINS)) + number(SLOT(child, PRIOR_WINS))) / v;
        long av = PyLong_AsLong(SLOT(child, AMAF_VISITS));
        if (av) {
            double a = (double)av;
            double beta = a / (a + v + v * a / rave_equivalence);
            value = beta * number(SLOT(child, AMAF_WINS)) / a + (1 - beta) * value;
        }
        if (PyErr_Occurred()) return NULL;
        if (value > best_value) {
            best = child;
            best_value = value;
        }
    }
    Py_INCREF(best);
    return best;
}

static int add_to_slot(PyObject *node, int k, PyObject *(*make)(double), double amount,
                       int integer) {
    PyObject *old = SLOT(node, k);
    PyObject *fresh;
    if (integer) {
        long value = PyLong_AsLong(old);
        if (value == -1 && PyErr_Occurred()) return -1;
        fresh = PyLong_FromLong(value + (long)amount);
    } else {
        fresh = make(number(old) + amount);
    }
    if (!fresh) return -1;
    SLOT(node, k) = fresh;
    Py_DECREF(old);
    return 0;
}

/* amaf(path, sequence, root_reward, first): the RAVE update of mcts._Search._update_amaf. */
static PyObject *amaf(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *path, *sequence;
    double root_reward;
    Py_buffer first;
    if (!PyArg_ParseTuple(args, "O!O!dw*", &PyList_Type, &path, &PyList_Type, &sequence,
                          &root_reward, &first))
        return NULL;
    unsigned char *marks = first.buf;
    Py_ssize_t cells = first.len;
    Py_ssize_t length = PyList_GET_SIZE(sequence);
    Py_ssize_t depth = PyList_GET_SIZE(path);
    PyObject *result = NULL;
    for (Py_ssize_t i = length - 1; i >= 0; i--) {
        long move = PyLong_AsLong(PyList_GET_ITEM(sequence, i));
        if (move == -1 && PyErr_Occurred()) goto done;
        int mine = i % 2 == 0 ? 1 : 2;
        if (move >= cells) {
            PyErr_SetString(PyExc_ValueError, "a move off the board");
            goto done;
        }
        if (move >= 0) marks[move] = (unsigned char)mine;
        if (i >= depth) continue;
        PyObject *node = PyList_GET_ITEM(path, i);
        if (!is_node(node)) goto done;
        PyObject *children = SLOT(node, CHILDREN);
        if (children == Py_None) continue;
        if (!PyList_Check(children)) {
            PyErr_SetString(PyExc_TypeError, "children must be a list");
            goto done;
        }
        double reward = mine == 1 ? root_reward : 1.0 - root_reward;
        for (Py_ssize_t c = 0; c < PyList_GET_SIZE(children); c++) {
            PyObject *child = PyList_GET_ITEM(children, c);
            if (!is_node(child)) goto done;
            long m = PyLong_AsLong(SLOT(child, MOVE));
            if (m == -1 && PyErr_Occurred()) goto done;
            if (m >= 0 && m < cells && marks[m] == mine) {
                if (add_to_slot(child, AMAF_VISITS, NULL, 1, 1) < 0) goto done;
                if (add_to_slot(child, AMAF_WINS, PyFloat_FromDouble, reward, 0) < 0) goto done;
            }
        }
    }
    result = Py_NewRef(Py_None);
done:
    for (Py_ssize_t i = 0; i < length; i++) {
        long move = PyLong_AsLong(PyList_GET_ITEM(sequence, i));
        if (move >= 0 && move < cells) marks[move] = 0;
    }
    if (PyErr_Occurred() && result) Py_CLEAR(result);
    PyBuffer_Release(&first);
    return result;
}

/* own(ownership, owner): ownership[cell] += 1 for Black's points, -= 1 for White's. */
static PyObject *own(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer total, owner;
    if (!PyArg_ParseTuple(args, "w*y*", &total, &owner)) return NULL;
    if (total.len != (Py_ssize_t)sizeof(double) * owner.len || total.itemsize != sizeof(double)) {
        PyBuffer_Release(&total);
        PyBuffer_Release(&owner);
        PyErr_SetString(PyExc_ValueError, "ownership must be doubles, one per point");
        return NULL;
    }
    double *t = total.buf;
    const unsigned char *o = owner.buf;
    for (Py_ssize_t i = 0; i < owner.len; i++) t[i] += o[i] == 1 ? 1.0 : o[i] == 2 ? -1.0 : 0.0;
    PyBuffer_Release(&total);
    PyBuffer_Release(&owner);
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"bind", bind, METH_VARARGS, "Learn the node type's slots and RAVE's equivalence."},
    {"select", select_child, METH_O, "The child with the highest value (node.select)."},
    {"amaf", amaf, METH_VARARGS, "The RAVE update of one playout."},
    {"own", own, METH_VARARGS, "Add one playout's owners to the ownership."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_nodecore", "The search tree's hot loops in C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__nodecore(void) { return PyModule_Create(&module); }
