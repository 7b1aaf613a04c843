// Where the keeper stores the player's things: the browser's localStorage (every failure caught:
// private mode, storage blocked in a third-party iframe, quota), or natively one file per key in
// the user's data folder (SDL_GetPrefPath) — or nowhere, for tests and screenshots.
#pragma once

#include <memory>
#include <string>

#include "app/storage/keeper.hpp"

namespace rb::platform {

// The page's localStorage in the browser; natively files under `folder` ("" = SDL's folder for
// the user's data of this game).
std::unique_ptr<app::Storage> make_storage(const std::string& folder = "");

}  // namespace rb::platform
