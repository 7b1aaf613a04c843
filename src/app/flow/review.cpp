// The coach's Review on the table (see review.hpp).
#include "app/flow/review.hpp"

#include <algorithm>
#include <chrono>

#include "app/flow/hints.hpp"
#include "app/flow/session.hpp"
#include "app/text/table_talk.hpp"
#include "app/text/wording.hpp"
#include "app/ui/animation.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr int64_t kReviewWorkPerTick = 12000;        // the game's units of search per slice
constexpr std::chrono::milliseconds kReviewTick{8};  // slices until this long is spent, a tick

// Whether the coach has found a mistake after the move shown (it may still find more).
bool found_after(const ReviewSession& r) {
  const std::vector<ReviewFinding>& found = r.coach->findings();
  return std::any_of(found.begin(), found.end(),
                     [&](const ReviewFinding& f) { return f.index > r.at; });
}

// The findings about the position before action `index` (a missed call and a move there may
// both be found), in one sentence after another.
std::string words_at(const ReviewSession& r, size_t index) {
  std::string words;
  for (const ReviewFinding& f : r.coach->findings()) {
    if (f.index == index) words += (words.empty() ? "" : " ") + f.words;
  }
  return words;
}

// Outlines the better move at the table's position (the first finding there with one), or the
// play another seat missed when a call was due on it.
void outline_better(AppModel& m) {
  for (const ReviewFinding& f : m.review->coach->findings()) {
    if (f.index != m.review->at || m.ui.outline) continue;
    if (f.better) outline_action(m, *m.game, *f.better, OutlineKind::hint);
    if (f.missed && !m.ui.outline && f.missed_from >= 0) {
      // (From where its card lies now: the other seat's move may have moved it, a review found.)
      const ActionLook look = m.game->talk()->look(*f.missed);
      m.ui.outline =
          Outline{OutlineKind::missed, f.missed_from, look.to, true, f.missed_from_index};
    }
  }
}

// The table at `at` actions into the game, the cards flying there from where they lie.
void show_position(AppModel& m, size_t at, double now) {
  ReviewSession& r = *m.review;
  r.seeking = false;  // (another step: the player no longer waits for the next mistake)
  at = std::min(at, r.actions.size());
  std::unique_ptr<GameState> next;
  if (at == r.at + 1) {
    next = m.game->clone();
    next->apply(r.actions[r.at]);
    // (The move made, for a screen reader: a review heard only "Move 6 of 454" at each step.)
    m.ui.spoken = sentence(m.game->talk()->action_words(r.actions[r.at], voices(m)));
  } else {
    next = r.dealt->clone();
    for (size_t i = 0; i < at; ++i) next->apply(r.actions[i]);
  }
  const Pace pace = pace_for(m.settings);
  m.ui.flights.items.clear();
  m.ui.flights.add(flights_between(*m.game, *next, m.layout,
                                   FlightTimes{now, pace.human_move_ms, pace.flip_ms}, kHumanSeat));
  m.game = std::move(next);
  r.at = at;
  m.ui.outline.reset();
  outline_better(m);
  say(m, review_words(m), MessageTone::hint, true);
  m.ui.dirty = true;
}

// The review's summary into the statistics, once, for a game the player played here against
// the computer.
void count_review(AppModel& m) {
  ReviewSession& r = *m.review;
  if (r.counted || !m.replay_of || m.settings.seats != Seats::human_vs_computer || people_here(m)) {
    return;
  }
  r.counted = true;
  const ReviewCounts counts = count_findings(r.coach->findings());
  StatLine& line =
      m.stats.line(stats_line_key(*m.replay_of, m.settings.casual_undo), m.settings.level);
  // (Each game once, and only a game the statistics counted.)
  if (m.reviewed_deal == m.deals_started || line.reviewed >= line.games) return;
  m.reviewed_deal = m.deals_started;
  ++line.reviewed;
  line.mistakes += counts.mistakes;
  line.missed_calls += counts.missed_calls;
  line.wrong_calls += counts.wrong_calls;
}

}  // namespace

namespace {

// The table's game as a review takes it: the game in play, or in a match the player's own game
// (nullptr while it goes on).
std::unique_ptr<GameState> own_game(const AppModel& m) {
  return m.game->seat_games() ? m.game->seat_games()->seat_game(kHumanSeat) : m.game->clone();
}

// Why `game` cannot be reviewed on this table now ("" when it can).
std::string why_not_reviewed(const AppModel& m, const GameState* game) {
  if (m.review || m.replay_of) return std::string(tr("a review or a replay is on the table"));
  if (playing_online(m)) {
    return std::string(tr("an online table's game is the server's: it is not reviewed here"));
  }
  if (!game || game->engine() == nullptr || game->all_at_once()) {
    return std::string(tr("this game cannot be reviewed here"));
  }
  if (game->engine()->record_actions().empty())
    return std::string(tr("nothing has been played yet"));
  return "";
}

}  // namespace

std::string why_no_review(const AppModel& m) {
  // (Asked as the end panel is drawn: the game in play is looked at, not copied.)
  if (!m.game->seat_games()) return why_not_reviewed(m, m.game.get());
  return why_not_reviewed(m, own_game(m).get());
}

std::string start_review(AppModel& m, double now, const std::string& record) {
  std::unique_ptr<GameState> game;
  if (!record.empty()) {
    std::string error;
    game = m.module().load_record(record, &error);
    if (!game) {
      say(m, tr("The record cannot be reviewed."), MessageTone::refused);  // (the reply says why)
      return error;
    }
  } else {
    game = own_game(m);
  }
  if (const std::string why = why_not_reviewed(m, game.get()); !why.empty()) {
    say(m, sentence(why), MessageTone::refused);
    return why;
  }
  auto r = std::make_unique<ReviewSession>();
  r->coach = std::make_unique<GameReview>(m.module(), *game, kHumanSeat, voices(m), m.game_seed);
  r->dealt = game->engine()->dealt();
  r->actions = game->engine()->record_actions();
  r->call = game->talk()->call_label();
  r->counted = !record.empty();
  m.replay_of = std::move(m.game);
  m.game = r->dealt->clone();
  m.review = std::move(r);
  m.redo.clear();
  m.pending_call.reset();
  forget_hints(m);
  m.end_at_ms = -1;
  m.ui.panel = Panel::none;
  m.ui.hand = {};
  lay_out(m);
  show_position(m, 0, now);
  return "";
}

void review_step(AppModel& m, int delta, double now) {
  if (!m.review) return;
  const size_t at = m.review->at;
  show_position(m, delta < 0 ? at - std::min(at, size_t(-delta)) : at + size_t(delta), now);
}

bool review_has_mistake_after(const AppModel& m) {
  return m.review && (!m.review->coach->done() || found_after(*m.review));
}

bool review_has_mistake_before(const AppModel& m) {
  if (!m.review) return false;
  for (const ReviewFinding& f : m.review->coach->findings()) {
    if (f.index < m.review->at) return true;
  }
  return false;
}

void review_to_mistake(AppModel& m, bool forward, double now) {
  if (!m.review) return;
  const ReviewSession& r = *m.review;
  const ReviewFinding* to = nullptr;
  for (const ReviewFinding& f : r.coach->findings()) {
    if (forward ? f.index > r.at && !to : f.index < r.at) to = &f;
  }
  if (to) {
    show_position(m, to->index, now);
  } else if (forward && !r.coach->done()) {
    // (The coach still looking: it goes there when it finds one, and says so meanwhile. A review
    // found the button doing nothing for 14 s, its words covered by the coach's progress.)
    m.review->seeking = true;
    say(m, review_words(m), MessageTone::hint, true);
  } else {
    const std::string_view none =
        forward ? (r.coach->done() ? tr("No mistake found after this move.")
                                   : tr("No mistake found after this move yet: the coach is "
                                        "still looking."))
                : (r.coach->done() ? tr("No mistake before this move.")
                                   : tr("No mistake before this move yet: the coach is still "
                                        "looking."));
    // (After this move's own finding, whose better move stays outlined: a review found the
    // outline left without its words.)
    const bool found_here = !words_at(r, r.at).empty();
    say(m, found_here ? tr_fill("{0} {1}", {review_words(m), none}) : std::string(none),
        MessageTone::hint, true);
  }
}

void end_review(AppModel& m, double now) {
  if (!m.review) return;
  m.review.reset();
  m.game = std::move(m.replay_of);
  m.ui.flights.items.clear();
  m.ui.outline.reset();
  m.ui.panel = m.game->over() ? Panel::end : Panel::none;
  m.ui.end_panel_dismissed = false;
  m.end_at_ms = m.game->over() ? now : -1;
  lay_out(m);
  say(m, "", MessageTone::info);
  m.ui.dirty = true;
}

void review_in_new_language(AppModel& m) {
  if (!m.review) return;
  ReviewSession& r = *m.review;
  std::unique_ptr<GameState> game = r.dealt->clone();
  for (const ActionCode a : r.actions) game->apply(a);
  r.coach = std::make_unique<GameReview>(m.module(), *game, kHumanSeat, voices(m), m.game_seed);
  r.call = game->talk()->call_label();
  m.ui.outline.reset();
  say(m, review_words(m), MessageTone::hint, true);
}

void think_of_review(AppModel& m) {
  if (!m.review || m.review->coach->done()) return;
  // Slices for a few milliseconds a tick (each is a play-out or a bit of the top level's search).
  const auto start = std::chrono::steady_clock::now();
  bool done = false;
  do {
    done = m.review->coach->run(kReviewWorkPerTick);
  } while (!done && std::chrono::steady_clock::now() - start < kReviewTick);
  if (done) count_review(m);
  ReviewSession& r = *m.review;
  if (r.seeking && (done || found_after(r))) {
    // Next mistake pressed while the coach looked: now it has one to go to, or none at all.
    r.seeking = false;
    review_to_mistake(m, true, m.now_ms);
    m.ui.dirty = true;
    return;
  }
  outline_better(m);
  say(m, review_words(m), MessageTone::hint, true);
  // (Its progress alone is not said to a screen reader again at a position: a review found a long
  // game's review reading out every percent. A finding, the end and every step are.)
  m.ui.message_quiet = !done && words_at(r, r.at).empty() && r.progress_said_at == r.at;
  r.progress_said_at = r.at;
  m.ui.dirty = true;
}

std::string review_words(const AppModel& m) {
  const ReviewSession& r = *m.review;
  const GameReview& coach = *r.coach;
  const std::string total = std::to_string(r.actions.size());
  const std::string words =
      r.at < r.actions.size()
          ? tr_fill("Move {0} of {1}", {std::to_string(r.at + 1), total})
          : tr_count(long(r.actions.size()), "The end, after {0} move|The end, after {0} moves");
  const std::string found = words_at(r, r.at);
  if (!coach.done()) {
    const std::string percent = std::to_string(coach.percent());
    if (r.seeking) {
      return tr_fill("{0}. The coach is looking for your next mistake ({1}%)...", {words, percent});
    }
    if (!found.empty()) return tr_fill("{0}: {1}", {words, found});
    return tr_fill("{0}. The coach is looking at your moves ({1}%)...", {words, percent});
  }
  const ReviewCounts counts = count_findings(coach.findings());
  const std::string summary = review_summary(counts, r.call);
  if (!found.empty()) {
    // (At the first move the game's summary before its first mistake: else a game whose first
    // move was a mistake never showed it.)
    return r.at == 0 ? tr_fill("Review: {0}. {1}: {2}", {summary, words, found})
                     : tr_fill("{0}: {1}", {words, found});
  }
  // (Both buttons: at the end, only the one back goes anywhere, a review found.)
  return tr_fill(counts == ReviewCounts{}
                     ? tr_mark("{0}. Review: {1}.")
                     : tr_mark("{0}. Review: {1}. Step through them with the mistake buttons."),
                 {words, summary});
}

}  // namespace rb::app
