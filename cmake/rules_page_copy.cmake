# Writes a rules page as the table reads it: the page's own text, then its game folder's
# options.txt when there is one (the options' sentences and the keys). Run by
# cmake/rules_texts.cmake: cmake -DPAGE=... -DOPTIONS=... -DOUT=... -P rules_page_copy.cmake
file(READ "${PAGE}" _rb_text)
if(OPTIONS AND EXISTS "${OPTIONS}")
  file(READ "${OPTIONS}" _rb_options)
  string(APPEND _rb_text "\n" "${_rb_options}")
endif()
file(WRITE "${OUT}" "${_rb_text}")
