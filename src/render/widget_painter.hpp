// Draws one widget (see app/ui/widgets.hpp): rounded buttons with a soft gradient, the primary
// button in amber, the chosen one of a row in cream (a button may show a colour swatch before its
// words), titles and labels as text.
#pragma once

#include "app/ui/widgets.hpp"
#include "render/draw_kit.hpp"

namespace rb::render {

void paint_widget(const DrawKit& kit, const app::Widget& widget, bool pressed, bool focused);

}  // namespace rb::render
