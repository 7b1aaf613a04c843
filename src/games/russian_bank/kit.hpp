// Russian Bank's engine as core/recorded_game.hpp's Kit: the parts the shared module, records and
// computer seats are made from. Its records keep the seed of each deck ("seeds A B") and name the
// edition of the rules they were played by ("russian-bank-record 1" replays by the older rules).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/game.hpp"
#include "core/record_words.hpp"
#include "core/translation.hpp"
#include "engine/rule_options.hpp"
#include "engine/rules.hpp"
#include "engine/state.hpp"

namespace rb::russian_bank {

class SeatBot;

// The seeds of the two decks a game is dealt from.
struct DeckSeeds {
  uint64_t a = 0;  // player A's deck
  uint64_t b = 0;  // player B's deck
  friend bool operator==(const DeckSeeds&, const DeckSeeds&) = default;
};

struct Kit {
  using StateType = russian_bank::State;
  using ActionType = russian_bank::Action;
  using RulesType = russian_bank::Rules;
  using BotType = SeatBot;
  using SeedsType = DeckSeeds;

  static constexpr std::string_view kName = "russian-bank";
  static constexpr std::string_view kTitle = tr_mark("Russian Bank");
  // (Names in records and addresses; marked for tr() where the table shows them.)
  static std::span<const std::string_view> preset_names() {
    static constexpr std::string_view kPresets[] = {tr_mark("house"), tr_mark("scarne"),
                                                    tr_mark("ultimate")};
    return kPresets;
  }
  // (The menu's preset buttons and the statistics say them capitalised.)
  static constexpr std::string_view kPresetTitles[] = {
      tr_mark("preset House"), tr_mark("preset Scarne"), tr_mark("preset Ultimate")};
  static Rules rules_of_preset(int preset) { return preset_rules(Preset(preset)); }
  static std::span<const RuleOption> option_rows() { return rule_options(); }
  // (An option only some presets have: the presets' own checks and lists.)
  static std::string set_option(Rules& rules, std::string_view name, std::string_view value) {
    return russian_bank::set_option(rules, name, value);
  }
  static OptionValues option_values(const Rules& rules) {
    return russian_bank::option_values(rules);
  }

  static constexpr int kRecordEdition = kRulesEdition;
  static int record_edition(const Rules& rules) { return rules.edition; }
  static void set_record_edition(Rules& rules, int edition) { rules.edition = uint8_t(edition); }

  static constexpr std::string_view kSeedsWord = "seeds";
  // The two deck seeds that one game seed (a deal number, as in an address) stands for.
  static DeckSeeds seeds_of_game(uint64_t game_seed);
  static std::string seeds_text(const DeckSeeds& seeds);
  static std::string read_seeds(std::string_view text, DeckSeeds& seeds);
  static State deal(const Rules& rules, const DeckSeeds& seeds) {
    return russian_bank::deal(rules, seeds.a, seeds.b);
  }

  static std::string apply(State& state, const Action& action) {
    return russian_bank::apply(state, action);
  }
  static std::string action_text(const State&, const Action& action) { return to_string(action); }
  static std::optional<Action> parse_action(const State&, std::string_view text, std::string* why) {
    return russian_bank::parse_action(text, why);
  }
  // The card the action moves, or the card a turn-up shows.
  static std::optional<Card> record_card(const State& before, const Action& action, const State&,
                                         bool) {
    if (action.kind == ActionKind::move && !before.empty(action.from))
      return before.top(action.from).card;
    if (action.kind == ActionKind::turn_up && !before.empty(reserve_of(before.turn())))
      return before.top(reserve_of(before.turn())).card;
    return std::nullopt;
  }
  // An action in a code: kind, from, to and the player, a byte each.
  static ActionCode encode(const Action& a) {
    return static_cast<ActionCode>(a.kind) | ActionCode(a.from) << 8 | ActionCode(a.to) << 16 |
           ActionCode(a.player) << 24;
  }
  static Action decode(ActionCode code) {
    return {static_cast<ActionKind>(code & 0xff), static_cast<PileId>(code >> 8 & 0xff),
            static_cast<PileId>(code >> 16 & 0xff), static_cast<Player>(code >> 24 & 0xff)};
  }

  // "random", "greedy" or a level "ai1".."ai5" (seat_bot.cpp).
  static std::unique_ptr<SeatBot> make_bot(std::string_view name, uint64_t seed);
  // A knock the seat makes now on the other player's last action, if any.
  static std::optional<Action> call_out(SeatBot& bot, const State& state, int seat);

  // The words its records' readers have always given (record_words.hpp).
  static std::optional<RecordMessage> record_words(const RecordProblem& problem);
};

}  // namespace rb::russian_bank
