// What a Kit (recorded_game.hpp) says about its game, with the shared answer where a Kit says
// nothing: the game's name, title, presets' rules and options (KitGame), the seeds a record keeps
// (KitSeeds) and the edition of the rules a record names (KitEdition).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "decimal_text.hpp"
#include "option_table.hpp"

namespace rb {

// The game of a Kit: a Kit of one game names it by kName and kTitle and gives its options by
// option_rows() and a preset's rules by rules_of_preset(preset); a Kit of several games (one
// engine, the game named in its rules: one copy of the code for them all) by name_of(rules),
// title_of(rules), option_rows_of(rules) and rules_of_preset(rules, preset), where `rules` are any
// rules of the game meant. A Kit whose options depend on the preset (an option only some presets
// have) sets and lists them itself: set_option(rules, name, value) -> "" or why, and
// option_values(rules).
template <typename Kit>
struct KitGame {
  using KitRules = typename Kit::RulesType;
  static constexpr bool kSeveral = requires(const KitRules& r) { Kit::name_of(r); };
  static constexpr bool kOwnOptions = requires(KitRules & r) {
    { Kit::set_option(r, std::string_view(), std::string_view()) } -> std::same_as<std::string>;
    { Kit::option_values(r) } -> std::same_as<OptionValues>;
  };
  static std::string_view name(const KitRules& r) {
    if constexpr (kSeveral) {
      return Kit::name_of(r);
    } else {
      (void)r;
      return Kit::kName;
    }
  }
  static std::string_view title(const KitRules& r) {
    if constexpr (kSeveral) {
      return Kit::title_of(r);
    } else {
      (void)r;
      return Kit::kTitle;
    }
  }
  static std::span<const OptionRowFor<KitRules>> option_rows(const KitRules& r) {
    if constexpr (kSeveral) {
      return Kit::option_rows_of(r);
    } else {
      (void)r;
      return Kit::option_rows();
    }
  }
  static KitRules rules_of_preset(const KitRules& r, int preset) {
    if constexpr (kSeveral) {
      return Kit::rules_of_preset(r, preset);
    } else {
      (void)r;
      return Kit::rules_of_preset(preset);
    }
  }
  // "" and option `name` of `rules` set, or why not (`rules` unchanged).
  static std::string set_option(KitRules& rules, std::string_view name, std::string_view value) {
    if constexpr (kOwnOptions) {
      return Kit::set_option(rules, name, value);
    } else {
      return set_table_option(option_rows(rules), title(rules), rules, name, value);
    }
  }
  // Every option `rules` has, with its value, in table order.
  static OptionValues option_values(const KitRules& rules) {
    if constexpr (kOwnOptions) {
      return Kit::option_values(rules);
    } else {
      return table_option_values(option_rows(rules), rules);
    }
  }
};

// The seeds a record keeps: by default the game seed (a deal number, as in an address), written
// "seed 42". A Kit whose deal takes other seeds names their type, SeedsType, and gives
// seeds_of_game(game_seed), the record line's word kSeedsWord, seeds_text(seeds) and
// read_seeds(text, seeds) -> "" or why; its deal(rules, seeds) takes them.
template <typename Kit>
struct KitSeedsType {
  using Type = uint64_t;
};
template <typename Kit>
requires requires {
  typename Kit::SeedsType;
}
struct KitSeedsType<Kit> {
  using Type = typename Kit::SeedsType;
};

template <typename Kit>
struct KitSeeds {
  using Type = typename KitSeedsType<Kit>::Type;
  static constexpr bool kOwn = !std::is_same_v<Type, uint64_t>;
  static Type of_game(uint64_t game_seed) {
    if constexpr (kOwn) {
      return Kit::seeds_of_game(game_seed);
    } else {
      return game_seed;
    }
  }
  static std::string_view word() {
    if constexpr (kOwn) {
      return Kit::kSeedsWord;
    } else {
      return "seed";
    }
  }
  static std::string text(const Type& seeds) {
    if constexpr (kOwn) {
      return Kit::seeds_text(seeds);
    } else {
      return std::to_string(seeds);
    }
  }
  // "" and `seeds` read from `text`, or why not.
  static std::string read(std::string_view text, Type& seeds) {
    if constexpr (kOwn) {
      return Kit::read_seeds(text, seeds);
    } else {
      if (!read_whole(text, seeds)) {
        return "the seed is not a whole number";
      }
      return "";
    }
  }
};

// The edition of a game's rules a record names on its first line ("russian-bank-record 2"): a
// correction of the rules is a new edition, and a game keeps the edition it was dealt with, so
// that old records replay as they were played. A Kit whose rules have editions gives the newest,
// kRecordEdition, and record_edition(rules) and set_record_edition(rules, edition); every other
// game has edition 1.
template <typename Kit>
struct KitEdition {
  using KitRules = typename Kit::RulesType;
  static constexpr bool kSeveral = requires(KitRules & r) {
    { Kit::kRecordEdition } -> std::convertible_to<int>;
    { Kit::record_edition(r) } -> std::convertible_to<int>;
    Kit::set_record_edition(r, 1);
  };
  static int newest() {
    if constexpr (kSeveral) {
      return int(Kit::kRecordEdition);
    } else {
      return 1;
    }
  }
  static int of(const KitRules& rules) {
    if constexpr (kSeveral) {
      return int(Kit::record_edition(rules));
    } else {
      (void)rules;
      return 1;
    }
  }
  static void set(KitRules& rules, int edition) {
    if constexpr (kSeveral) {
      Kit::set_record_edition(rules, edition);
    } else {
      (void)rules;
      (void)edition;
    }
  }
};

}  // namespace rb
