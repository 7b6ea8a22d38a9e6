/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-private.h: what the project-file reader and writer must agree on */
#pragma once

#define BREAKEVEN_XML_PROJECT_ELEMENT "breakeven-project"
#define BREAKEVEN_XML_CATALOGUE_ELEMENT "offer-catalogue"
/* An offer without a currency in a catalogue is priced in this one */
#define BREAKEVEN_XML_CATALOGUE_DEFAULT_CURRENCY "CNY"
