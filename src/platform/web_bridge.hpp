// What the program asks of its surroundings: the page's URL query (browser) for the game's
// settings, whether the player asked for reduced motion (the browser's prefers-reduced-motion),
// a screen reader's live region for the message line, and some randomness for new deal numbers.
// Natively: no query, no live region, no reduced motion unless the flag says so.
#pragma once

#include <cstdint>
#include <string>

namespace rb::platform {

std::string page_query();

// The first language of the browser's (natively the environment's: LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG) that the table speaks ("fr"), "" when none.
std::string system_language();
// Says a line in an aria-live region (made on first use, visually hidden) so that a screen reader
// follows the game; nothing natively.
void announce(const std::string& text);
// The page's canvas named for a screen reader ("Harp card table") and the page's language
// ("fr": the voice it reads in); nothing natively.
void name_page(const std::string& label, const std::string& language);
bool prefers_reduced_motion();
// A performance mark (performance.mark) of a start-up stage, for the browser's tools and the page
// test; nothing natively.
void mark_stage(const char* name);
uint64_t clock_entropy();

}  // namespace rb::platform
