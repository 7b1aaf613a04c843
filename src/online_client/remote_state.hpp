// A game played online, as one seat's page knows it: built from the server's `view` message
// (src/server/README.md) alone, without the game's state or its rules. It answers the table's
// questions (piles, turn, legal actions, the seat boxes' lines, the result) for the shared app
// code like any game, with this page's seat as seat 0 (the bottom of the table): the server's
// seats and piles are turned round for seats other than its seat 0. It has the rules core and the
// table and its words (TableTalk), not the engine facet: the rules, the record and the checks are
// the server's. It cannot apply an action: the page sends the action's text to the server, whose
// next view replaces this state (only a button the server marks as ending this seat's game, a
// race's End game, applies, on a copy, so that the page asks for a second press first). A game
// played all at once (a race between people) has the clock facet, with no clock of its own: the
// server's keeps the time and stops the race.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"

namespace rb::online_client {

// An action the view offers this seat (an ActionCode of a RemoteState is its index in them).
struct RemoteAction {
  std::string text;        // as the server reads it ("move wa c3")
  std::string label;       // a button's words ("Pass"), or ""
  ActionLook look;         // in this page's piles
  bool ends_game = false;  // a button that ends this seat's game unwon (a race's End game)
};

class RemoteState final : public GameState, public TableTalk, public GameClock {
 public:
  // The view for the server's seat `my_seat` of a game whose table is `table` (as its module
  // arranges it, the server's seat 0 at the bottom). nullptr and `error` when the text is not
  // such a view.
  static std::unique_ptr<RemoteState> from_view(std::string_view view_json,
                                                const TableArrangements& table, int my_seat,
                                                std::string* error);

  int sequence() const { return sequence_; }
  int my_seat() const { return my_seat_; }         // the server's number of this page's seat
  int server_pile(int page_pile) const;            // a page pile's number at the server (-1: none)
  int forfeited_seat() const { return forfeit_; }  // this page's seat numbers; -1: none
  int last_seat() const { return last_seat_; }
  const std::string& last_text() const { return last_text_; }
  const std::string& last_words() const { return last_words_; }
  bool last_call() const { return last_call_; }  // the last action was a call: words its verdict
  // A server seat's number on this page, and back.
  int local_seat(int server_seat) const;
  int server_seat(int local) const;

  std::unique_ptr<GameState> clone() const override { return std::make_unique<RemoteState>(*this); }
  std::string_view game_name() const override { return game_; }
  bool same_as(const GameState& other) const override;
  int seat_count() const override { return seats_; }
  int seat_in_turn() const override { return turn_; }
  bool over() const override { return over_; }
  int winner() const override { return winner_; }
  int score() const override { return score_; }
  void legal_actions(std::vector<ActionCode>& out) const override;
  std::string apply(ActionCode action) override;
  std::string action_text(ActionCode action) const override;
  std::optional<ActionCode> parse_action(std::string_view text, std::string* error) const override;
  int actor(ActionCode action) const override;
  std::string observation(int seat) const override;
  std::string preset() const override { return preset_; }
  // (No engine(): the game's rules, its record and its checks are the server's; the actions a
  // table tries are the legal ones, candidate_actions_of.)
  const TableTalk* talk() const override { return this; }
  const GameClock* clock() const override { return all_at_once_ ? this : nullptr; }
  using GameState::clock;

  // The clock facet of a game played all at once: this page's seat acts while it has actions.
  bool may_act(int seat) const override { return seat == 0 && !over_ && !legal_.empty(); }
  // This page's seat's resignation, when the view offers it ("resign": the server's text for it),
  // at any time of the game, as a call: never among the legal actions.
  std::optional<ActionCode> resignation(int seat) const override {
    if (seat != 0 || resign_.empty()) return std::nullopt;
    return kResignCode;
  }
  double computer_pace_ms(int) const override { return 0; }
  void set_clock(double) override {}
  double clock_ms() const override { return 0; }
  std::optional<ActionCode> clock_action(double) const override { return std::nullopt; }
  double clock_deadline_ms() const override { return -1; }

  TableArrangements table() const override { return table_; }
  int pile_size(int pile) const override;
  CardFace card_at(int pile, int index) const override;
  int turn_number() const override { return turn_number_; }
  int action_count() const override { return action_count_; }
  ActionLook look(ActionCode action) const override;
  std::string action_label(ActionCode action) const override;
  std::string call_label() const override { return call_; }
  std::string action_words(ActionCode action, const Voices& voices) const override;
  // The view's words are already in this seat's voices (the server says them so).
  std::string in_voices(std::string text, const Voices&) const override { return text; }
  std::vector<SeatLine> seat_lines(int seat) const override;
  std::string result_text() const override { return result_; }
  std::string end_summary(const Voices&) const override { return summary_; }

 private:
  std::string source_;  // the view's text
  std::string game_, preset_;
  int seats_ = 2, my_seat_ = 0, sequence_ = 0;
  int turn_ = 0, turn_number_ = 1, action_count_ = 0;
  bool over_ = false, all_at_once_ = false;
  int winner_ = -1, score_ = 0, forfeit_ = -1, last_seat_ = -1;
  bool last_call_ = false;
  std::string result_, summary_, call_, last_text_, last_words_;
  TableArrangements table_;
  std::vector<std::vector<CardFace>> piles_;  // [pile on this page]
  std::vector<RemoteAction> legal_;
  std::string resign_;                               // the resignation's text, or ""
  static constexpr ActionCode kResignCode = 0xffff;  // (not an index of legal_)
  std::vector<std::vector<SeatLine>> lines_;         // [seat on this page]
};

// Where each of the server's piles lies on the page of server seat `my_seat`: a seat's pile goes
// to the same pile of the seat as many places round as `my_seat` (every seat's piles alike), a
// shared pile stays. [server pile] -> page pile.
std::vector<int> page_piles(const TableArrangements& table, int seats, int my_seat);

// The card a hidden card's value in a view (-1 - back) stands for on the page: a card of a deck
// with that back, face down.
CardFace hidden_face(int value, const TableArrangements& table);

}  // namespace rb::online_client
