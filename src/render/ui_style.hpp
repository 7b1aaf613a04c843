// The colours and proportions of everything drawn over the felt: panels, buttons, badges,
// outlines and text. One place, so the toolbar, the seats and the panels look like one set.
#pragma once

#include <cstdint>

namespace rb::render::style {

// 0xRRGGBBAA
inline constexpr uint32_t kText = 0xf6f3eaff;
inline constexpr uint32_t kTextMuted = 0xc6d4caff;
inline constexpr uint32_t kTextDark = 0x2a1c04ff;
inline constexpr uint32_t kTextRefused = 0xffb9a8ff;
inline constexpr uint32_t kTextCall = 0xffd479ff;
inline constexpr uint32_t kTextHint = 0xaaf2c9ff;

inline constexpr uint32_t kPanelTop = 0x16241ceb;  // translucent dark green-black
inline constexpr uint32_t kPanelBottom = 0x0d1712f0;
inline constexpr uint32_t kPanelEdge = 0xffffff2e;
inline constexpr uint32_t kDim = 0x00000073;        // over the table behind a panel
inline constexpr uint32_t kTableBand = 0xffffff12;  // behind every other row of a panel's table
inline constexpr uint32_t kToolbarTop = 0x0a1e1375;
inline constexpr uint32_t kToolbarBottom = 0x06140c8c;

inline constexpr uint32_t kButtonTop = 0xffffff2e;
inline constexpr uint32_t kButtonBottom = 0xffffff14;
inline constexpr uint32_t kButtonEdge = 0xffffff47;
inline constexpr uint32_t kButtonPressedTop = 0xffffff55;
inline constexpr uint32_t kPrimaryTop = 0xf6c95cff;
inline constexpr uint32_t kPrimaryBottom = 0xdc9a22ff;
inline constexpr uint32_t kPrimaryEdge = 0xffe6a0ff;
inline constexpr uint32_t kChosenTop = 0xf5ecd2ff;
inline constexpr uint32_t kChosenBottom = 0xe2d3a8ff;

inline constexpr uint32_t kBadge = 0x0b130fd0;
inline constexpr uint32_t kSeatTop = 0x0d1a1270;
inline constexpr uint32_t kSeatBottom = 0x0a140e90;
inline constexpr uint32_t kSeatEdge = 0xffffff26;
inline constexpr uint32_t kTurnGlow = 0xffd35aff;

inline constexpr uint32_t kTargetGlow = 0xffe27aff;
inline constexpr uint32_t kTargetFill = 0xffe27a30;
inline constexpr uint32_t kFocusRing = 0x6fe0ffff;
inline constexpr uint32_t kMissed = 0xff6f3cff;
inline constexpr uint32_t kHint = 0x6dffb0ff;
inline constexpr uint32_t kComputerMove = 0xffffff8c;
inline constexpr uint32_t kSelected = 0xffd35aff;
inline constexpr uint32_t kPlaceLabel = 0xffffff80;

}  // namespace rb::render::style
