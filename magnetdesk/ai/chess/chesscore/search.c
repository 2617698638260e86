/* The search (magnetdesk/ai/chess/search.py, line for line: negamax with alpha-beta and
 * iterative deepening, the transposition table, MVV-LVA, killers and history, principal
 * variation null windows, late move reductions, null-move pruning, quiescence with king
 * threats and evasions, contempt); module.c is the Python type (see core.h). */
#include <time.h>
#include "core.h"

#ifdef _WIN32
#include <windows.h>
double now(void) {
    LARGE_INTEGER frequency, ticks;
    QueryPerformanceFrequency(&frequency);
    QueryPerformanceCounter(&ticks);
    return (double)ticks.QuadPart / (double)frequency.QuadPart;
}
#else
double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}
#endif

/* --- bookkeeping ------------------------------------------------------------------------- */

static void halt(Core *c) { longjmp(c->jump, 1); }

static void count(Core *c) {
    if (++c->nodes < c->next_poll) return;
    if (c->nodes >= c->node_cap || now() >= c->deadline) halt(c);
    if (c->poll != Py_None && ++c->polls % CALL_EVERY == 0) {
        PyEval_RestoreThread(c->thread);
        PyObject *answer = PyObject_CallFunction(c->poll, "L", c->nodes);
        int stop = answer == NULL ? -1 : PyObject_IsTrue(answer);
        Py_XDECREF(answer);
        c->thread = PyEval_SaveThread();
        if (stop) {
            c->failed = stop < 0;
            c->stopped = 1;
            halt(c);
        }
    }
    c->next_poll = c->nodes + POLL_EVERY < c->node_cap ? c->nodes + POLL_EVERY : c->node_cap;
}

static void push(Core *c, uint64_t key) { c->keys[c->n_keys++] = key; }

static int child_of(Core *c, const Pos *p, Move m, Pos *out) {
    return play(&c->rules, p, m, c->keys, c->n_keys, out, NULL);
}

static int to_table(int score, int ply) {
    return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
}

static int from_table(int score, int ply) {
    return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
}

/* A finished game's score for the player to move; a draw is CONTEMPT worse than even for
 * the player the search moves for. */
static int end_score(const Core *c, const Pos *p, int ply) {
    if (p->end == KING_TAKEN) return -(WIN - ply);
    return p->to_move == c->root.to_move ? -CONTEMPT : CONTEMPT;
}

static int takes_king(const Pos *p, const Move *moves, int n) {
    int king = (3 - p->to_move) << 3 | KING;
    for (int i = 0; i < n; i++)
        if (p->board[END(moves[i])] == king) return 1;
    return 0;
}

/* Whether a move is left (position.py's _has_legal_move): under the no-repetition rule one
 * that cannot repeat settles it, else one played that does not. */
static int has_legal_move(Core *c, const Pos *p, const Move *moves, int n) {
    if (!c->rules.no_repetition || n == 0) return n > 0;
    for (int i = 0; i < n; i++)
        if (p->since == 0 || p->board[END(moves[i])] || PROMOTION(moves[i])) return 1;
    Pos child;
    for (int i = 0; i < n; i++)
        if (child_of(c, p, moves[i], &child) == 0) return 1;
    return 0;
}

/* --- move ordering (search._ordered): picked best first, ties in generation order -------- */

typedef struct {
    const Move *moves;
    int priority[MAX_MOVES];
    uint8_t used[MAX_MOVES];
    int n;
} Order;

static void order(Core *c, const Pos *p, const Move *moves, int n, Move table_move, int ply,
                  Order *o) {
    const uint8_t *b = p->board;
    o->moves = moves;
    o->n = n;
    for (int i = 0; i < n; i++) {
        Move m = moves[i];
        int victim = b[END(m)], pr;
        if (m == table_move) pr = 1 << 30;
        else if (victim) pr = (1 << 24) + ORDER_VALUES[victim & 7] * 64 - ORDER_VALUES[b[START(m)] & 7];
        else if (PROMOTION(m)) pr = (1 << 23) + ORDER_VALUES[PROMOTION(m)];
        else if (m == c->killers[ply][0] || m == c->killers[ply][1]) pr = 1 << 22;
        else pr = (int)(c->history[START(m)][END(m)] < (1 << 21) ? c->history[START(m)][END(m)] : (1 << 21));
        o->priority[i] = pr;
        o->used[i] = 0;
    }
}

static int next_move(Order *o, Move *m) {
    int best = -1;
    for (int i = 0; i < o->n; i++)
        if (!o->used[i] && (best < 0 || o->priority[i] > o->priority[best])) best = i;
    if (best < 0) return 0;
    o->used[best] = 1;
    *m = o->moves[best];
    return 1;
}

/* --- the tree --------------------------------------------------------------------------- */

static int negamax(Core *c, const Pos *p, int depth, int alpha, int beta, int ply, int null);

static int quiesce(Core *c, const Pos *p, const Move *moves, int n, int alpha, int beta, int ply,
                   int qply) {
    const uint8_t *b = p->board;
    int me = p->to_move, enemy = 3 - me, best;
    int own_king = king_square(b, me);
    int in_danger = own_king >= 0 && attacked(b, own_king, enemy);
    Move chosen[MAX_MOVES];
    int n_chosen = 0;
    Order o;
    if (in_danger && qply < EVASION_PLIES) {
        best = -INFINITE;
        order(c, p, moves, n, 0, ply, &o);
        Move m;
        while (next_move(&o, &m)) chosen[n_chosen++] = m;
    } else {
        best = evaluate(&c->rules, p);
        if (in_danger || best >= beta || qply >= QUIESCENCE_PLIES || ply >= MAX_PLY) return best;
        if (best > alpha) alpha = best;
        int shortfall = alpha - best;
        Move forcing[MAX_MOVES];
        int n_forcing = 0;
        for (int i = 0; i < n; i++) {  /* search._forcing */
            Move m = moves[i];
            int victim = b[END(m)];
            if (PROMOTION(m)) {
                forcing[n_forcing++] = m;
            } else if (victim) {
                int gain = VALUES[victim & 7];
                if (gain + DELTA_MARGIN < shortfall) continue;
                if (VALUES[b[START(m)] & 7] > gain + 50 && attacked(b, END(m), enemy)) continue;
                forcing[n_forcing++] = m;
            }
        }
        order(c, p, forcing, n_forcing, 0, ply, &o);
        Move m;
        while (next_move(&o, &m)) chosen[n_chosen++] = m;
        if (qply < THREAT_PLIES) {
            int enemy_king = king_square(b, enemy);
            for (int i = 0; i < n; i++) {
                m = moves[i];
                if (b[END(m)] || PROMOTION(m)) continue;
                Pos after;
                int magnetic = 0;
                play(&c->rules, p, m, c->keys, 0, &after, &magnetic);
                if ((enemy_king >= 0 && attacked(after.board, enemy_king, me)) || magnetic)
                    chosen[n_chosen++] = m;
            }
        }
    }
    for (int i = 0; i < n_chosen; i++) {
        Pos child;
        if (child_of(c, p, chosen[i], &child) < 0) continue;  /* the no-repetition rule */
        count(c);
        int score;
        Move replies[MAX_MOVES];
        int n_replies = 0;
        if (child.end == GOING) n_replies = pseudo_moves(&child, replies);
        if (child.end != GOING) {
            score = -end_score(c, &child, ply + 1);
        } else {
            push(c, child.key);
            if (!has_legal_move(c, &child, replies, n_replies)) score = WIN - ply - 1;
            else if (takes_king(&child, replies, n_replies)) score = -(WIN - ply - 1);
            else score = -quiesce(c, &child, replies, n_replies, -beta, -alpha, ply + 1, qply + 1);
            c->n_keys--;
        }
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) break;
            }
        }
    }
    return best > -INFINITE ? best : -(WIN - ply);  /* no legal move loses */
}

static void remember(Core *c, Move m, int depth, int ply) {
    if (c->killers[ply][0] != m) {
        c->killers[ply][1] = c->killers[ply][0];
        c->killers[ply][0] = m;
    }
    c->history[START(m)][END(m)] += depth * depth;
}

/* Null-move pruning (search._null_cut). */
static int null_cut(Core *c, const Pos *p, int depth, int beta, int ply) {
    if (beta >= MATE_BOUND || beta <= -MATE_BOUND) return 0;
    int me = p->to_move, pieces = 0;
    for (int sq = 0; sq < 64 && !pieces; sq++)
        pieces = p->board[sq] >> 3 == me && (p->board[sq] & 7) >= KNIGHT && (p->board[sq] & 7) <= QUEEN;
    if (!pieces || evaluate(&c->rules, p) < beta) return 0;
    Pos passed = *p;
    passed.to_move = 3 - me;
    passed.key ^= c->rules.white_key;
    passed.quiet++;
    passed.ply++;
    passed.since = 0;
    passed.end = GOING;
    push(c, passed.key);
    int score = -negamax(c, &passed, depth - 1 - NULL_REDUCTION, -beta, -beta + 1, ply + 1, 0);
    c->n_keys--;
    return score >= beta;
}

/* The Strongest level's pruning (search.py's _threatens and _reduction). */
static int threatens(const Pos *p, const Pos *child) {
    int king = king_square(child->board, 3 - p->to_move);
    return king >= 0 && attacked(child->board, king, p->to_move);
}

static int reduction(const Core *c, int depth, int searched) {
    if (!c->prune) return 1;
    return 1 + (searched > DEEP_LATE_MOVES) + (depth >= DEEPER_DEPTH && searched > DEEPER_LATE_MOVES);
}

static int negamax(Core *c, const Pos *p, int depth, int alpha, int beta, int ply, int null) {
    count(c);
    if (p->end != GOING) return end_score(c, p, ply);
    Move moves[MAX_MOVES];
    int n = pseudo_moves(p, moves);
    if (!has_legal_move(c, p, moves, n)) return -(WIN - ply);
    if (takes_king(p, moves, n)) return WIN - ply;
    if (depth <= 0 || ply >= MAX_PLY) return quiesce(c, p, moves, n, alpha, beta, ply, 0);
    uint64_t key = p->key ^ c->rules.code_keys[code_at(&c->rules, p->ply)] ^ (uint64_t)p->castling;
    Entry *entry = &c->table[key & ((1u << TABLE_BITS) - 1)];
    Move table_move = 0;
    if (entry->key == key) {
        table_move = entry->move;
        if (entry->depth >= depth) {
            int score = from_table(entry->score, ply);
            if (entry->flag == EXACT || (entry->flag == LOWER && score >= beta)
                || (entry->flag == UPPER && score <= alpha))
                return score;
        }
    }
    int start_alpha = alpha, best = -INFINITE, searched = 0;
    Move best_move = 0;
    Move *killers = c->killers[ply];
    int own_king = king_square(p->board, p->to_move);
    int safe = !(own_king >= 0 && attacked(p->board, own_king, 3 - p->to_move));
    if (null && safe && depth >= NULL_DEPTH && null_cut(c, p, depth, beta, ply)) return beta;
    int reducible = depth >= REDUCTION_DEPTH && safe, frontier = 0;
    if (c->prune && safe && beta - alpha == 1 && depth <= FUTILITY_DEPTH && beta < MATE_BOUND
        && beta > -MATE_BOUND) {  /* search._futile */
        int standing = evaluate(&c->rules, p);
        if (standing - FUTILITY_MARGIN * depth >= beta) return standing;
        frontier = depth == 1 && standing + FUTILITY_MARGIN <= alpha;
    }
    Order o;
    order(c, p, moves, n, table_move, ply, &o);
    Move m;
    while (next_move(&o, &m)) {
        Pos child;
        if (child_of(c, p, m, &child) < 0) continue;
        searched++;
        int quiet = !p->board[END(m)] && !PROMOTION(m);
        int threat = c->prune && searched > 1 && quiet && threatens(p, &child);
        if (frontier && searched > 1 && quiet && !threat) continue;
        push(c, child.key);
        int score;
        if (searched == 1) {
            score = -negamax(c, &child, depth - 1, -beta, -alpha, ply + 1, 1);
        } else {
            score = alpha + 1;
            if (reducible && searched > LATE_MOVES && quiet && !threat && m != killers[0]
                && m != killers[1])
                score = -negamax(c, &child, depth - 1 - reduction(c, depth, searched),
                                 -alpha - 1, -alpha, ply + 1, 1);
            if (score > alpha) score = -negamax(c, &child, depth - 1, -alpha - 1, -alpha, ply + 1, 1);
            if (alpha < score && score < beta)
                score = -negamax(c, &child, depth - 1, -beta, -alpha, ply + 1, 1);
        }
        c->n_keys--;
        if (score > best) {
            best = score;
            best_move = m;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    if (!p->board[END(m)]) remember(c, m, depth, ply);
                    break;
                }
            }
        }
    }
    if (!searched) return -(WIN - ply);  /* every move repeats: no legal move, and that loses */
    entry->key = key;
    entry->move = best_move;
    entry->score = to_table(best, ply);
    entry->depth = (int16_t)depth;
    entry->flag = (int16_t)(best <= start_alpha ? UPPER : best >= beta ? LOWER : EXACT);
    return best;
}

/* --- the root (search._root): returns 1 when stopped ------------------------------------- */

static void settle(Core *c, int depth) {
    /* the moves found, best first (a stable sort: equal scores keep their order) */
    for (int i = 1; i < c->n_found; i++)
        for (int j = i; j > 0 && c->found_scores[j] > c->found_scores[j - 1]; j--) {
            int s = c->found_scores[j];
            Move m = c->found_moves[j];
            c->found_scores[j] = c->found_scores[j - 1], c->found_moves[j] = c->found_moves[j - 1];
            c->found_scores[j - 1] = s, c->found_moves[j - 1] = m;
        }
    c->depth = depth;
    c->n_best = c->n_found;
    memcpy(c->best_moves, c->found_moves, sizeof(Move) * (size_t)c->n_found);
    memcpy(c->best_scores, c->found_scores, sizeof(int) * (size_t)c->n_found);
}

int root_depth(Core *c, int depth, int root_keys) {
    c->n_found = 0;
    c->root_best = -INFINITE;
    if (setjmp(c->jump)) {
        if (c->n_found && depth > 1) settle(c, depth);
        return 1;
    }
    for (int i = 0; i < c->n_root; i++) {
        Move m = c->root_moves[i];
        c->n_keys = root_keys;
        Pos child;
        if (child_of(c, &c->root, m, &child) < 0) continue;
        push(c, child.key);
        int floor = i == 0 ? -INFINITE : c->root_best - ROOT_MARGIN;
        int score = -negamax(c, &child, depth - 1, -INFINITE, -floor, 1, 1);
        if (score > floor) {
            c->found_moves[c->n_found] = m;
            c->found_scores[c->n_found++] = score;
        }
        if (score > c->root_best) c->root_best = score;
    }
    settle(c, depth);
    /* the next depth: this one's moves best first, then the rest in their order */
    int n = c->n_best;
    for (int i = 0; i < c->n_root; i++) {
        int seen = 0;
        for (int j = 0; j < c->n_best && !seen; j++) seen = c->best_moves[j] == c->root_moves[i];
        if (!seen) c->found_moves[n++] = c->root_moves[i];
    }
    memcpy(c->root_moves, c->best_moves, sizeof(Move) * (size_t)c->n_best);
    memcpy(c->root_moves + c->n_best, c->found_moves + c->n_best,
           sizeof(Move) * (size_t)(c->n_root - c->n_best));
    return 0;
}
