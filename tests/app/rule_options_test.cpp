// The rules options table: every row is whole (label, help, a value per preset it belongs to that
// the parser accepts, a menu cycle the preset accepts), the presets are made from it, and the
// rules page lists the options a preset lets a player choose, with their values.
#include "games/russian_bank/engine/rule_options.hpp"

#include <catch2/catch.hpp>

#include "app/ui/option_rows.hpp"
#include "app/ui/rules_page.hpp"
#include "games/russian_bank/russian_bank_game.hpp"
#include "rules_file.hpp"

using namespace rb;
using namespace rb::russian_bank;

TEST_CASE("every rules option is whole, and each preset's value of it reads back") {
  for (const RuleOption& option : rule_options()) {
    INFO(option.name);
    CHECK_FALSE(option.label.empty());
    // Its sentence is on the rules page of every preset (the game's options.txt).
    for (std::string_view preset : {"house", "scarne", "ultimate"}) {
      CHECK_FALSE(test::rules_option_sentence(russian_bank_game(), preset, option.name).empty());
    }
    // (Read and written by get and set, or a yes/no option by its field alone.)
    CHECK((option.flag != nullptr ? option.kind == OptionKind::flag && option.values.size() == 2
                                  : option.get != nullptr && option.set != nullptr));
    int presets = 0;
    for (Preset preset : {Preset::house, Preset::scarne, Preset::ultimate}) {
      if (!option.in_preset(int(preset))) continue;
      ++presets;
      const std::string value(option.preset_value[size_t(preset)]);
      Rules rules = preset_rules(preset);
      CHECK(option.value_in(rules) == value);
      CHECK(set_option(rules, option.name, value).empty());
      CHECK(rules == preset_rules(preset));
      if (option.fixed_in(int(preset))) continue;
      for (std::string_view step : option.cycle) {
        Rules changed = preset_rules(preset);
        CHECK(set_option(changed, option.name, step).empty());
        CHECK(option.value_in(changed) == step);
      }
    }
    CHECK(presets > 0);
  }
}

TEST_CASE("the rules page lists the options of the game in play with their values") {
  app::Settings settings;
  REQUIRE(app::apply_query("preset=house&stall_turns=40", settings).empty());
  const auto page = [](const std::string& file) {
    return app::read_rules_page(file, test::rules_file_text(file).value_or(""));
  };
  const std::vector<std::string> paragraphs =
      app::option_paragraphs(settings, page("russian-bank-house.txt"));
  CHECK(paragraphs.size() == 6);  // house: no stock, and none of the classic presets' options
  CHECK(std::find(paragraphs.begin(), paragraphs.end(),
                  "Stalled game ends after: 40 turns. How many turns in a row without a card "
                  "reaching the center end the game.") != paragraphs.end());
  app::Settings scarne_settings;
  REQUIRE(app::apply_query("preset=scarne", scarne_settings).empty());
  const std::vector<std::string> scarne =
      app::option_paragraphs(scarne_settings, page("russian-bank-scarne.txt"));
  CHECK(scarne.size() == 10);
  CHECK(scarne.front() == "Stock: 13 cards. How many cards each stock holds.");
  CHECK(std::find(scarne.begin(), scarne.end(),
                  "Wrong stops cost a turn: Never. After how many wrong calls the caller misses a "
                  "turn (0: never).") != scarne.end());
  // Before the page came, the options are listed with their values alone.
  CHECK(app::option_paragraphs(scarne_settings, app::RulesPage{}).front() == "Stock: 13 cards.");
}
