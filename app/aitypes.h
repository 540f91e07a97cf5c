#pragma once

// The engine's worker and the value types that cross threads (Move,
// SearchInfo, SearchRequest), for Qt code. Two things make this more than a
// plain include: ai/tt.h names a data member "slots", which Qt's keyword macro
// of that name would break when a Qt header came first; and searchworker.h
// declares the meta types, which must be seen before any signal that carries
// them, so every app header with such a signal includes this one.
#pragma push_macro("slots")
#undef slots
#include "levels.h"
#pragma pop_macro("slots")
#include "searchworker.h"
