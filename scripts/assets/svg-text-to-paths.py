"""Draws each <text> of the given SVG files as a <path> in the site's typeface (Plus Jakarta Sans, bold).

An SVG shown with <img> cannot use the page's web font, so its labels fell back to Arial. Needs Debian's
python3-fonttools and python3-brotli (the font ships as woff2). Usage: text-to-paths.py FONT.woff2 FILE.svg...
"""
import io
import sys
import xml.etree.ElementTree as ET

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

SVG = "http://www.w3.org/2000/svg"
ET.register_namespace("", SVG)
FONT_ATTRS = ("font-family", "font-size", "font-weight", "text-anchor")


def load_font(path, weight):
    font = TTFont(path)
    return instantiateVariableFont(font, {"wght": weight}, inplace=False)


def number(value):
    return float(value) if value is not None else 0.0


def glyph_path(font, name):
    """A glyph's outline in font units, y pointing down as in SVG, to whole units (1/1000 em)."""
    pen = SVGPathPen(font.getGlyphSet(), ntos=lambda v: str(round(v)))
    font.getGlyphSet()[name].draw(TransformPen(pen, (1, 0, 0, -1, 0, 0)))
    return pen.getCommands()


def draw(font, defs, ids, text, size, anchor, x, y):
    """A group of <use> of each glyph (defined once per file in <defs>), placed and scaled as the text was."""
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    scale = size / font["head"].unitsPerEm
    names = [cmap[ord(ch)] for ch in text]
    width = sum(hmtx[name][0] for name in names) * scale
    start = x - (width / 2 if anchor == "middle" else width if anchor == "end" else 0)
    group = ET.Element(f"{{{SVG}}}g", {"transform": f"translate({start:g} {y:g}) scale({scale:g})"})
    cursor = 0
    for name in names:
        if name not in ids:
            ids[name] = f"t{len(ids)}"
            d = glyph_path(font, name)
            if d:
                ET.SubElement(defs, f"{{{SVG}}}path", {"id": ids[name], "d": d})
        if glyph_path(font, name):
            use = ET.SubElement(group, f"{{{SVG}}}use", {"href": f"#{ids[name]}"})
            if cursor:
                use.set("x", str(cursor))
        cursor += hmtx[name][0]
    return group


def convert(font, path):
    tree = ET.parse(path)
    root = tree.getroot()
    parents = {child: parent for parent in root.iter() for child in parent}

    def inherited(element, name, default=None):
        while element is not None:
            if name in element.attrib:
                return element.attrib[name]
            element = parents.get(element)
        return default

    defs = root.find(f"{{{SVG}}}defs")
    if defs is None:
        defs = ET.Element(f"{{{SVG}}}defs")
        root.insert(0, defs)
    ids = {}
    for text in list(root.iter(f"{{{SVG}}}text")):
        parent = parents[text]
        shape = draw(
            font,
            defs,
            ids,
            text.text or "",
            number(inherited(text, "font-size", "16")),
            inherited(text, "text-anchor", "start"),
            number(text.get("x")),
            number(text.get("y")),
        )
        for name, value in text.attrib.items():
            if name not in FONT_ATTRS and name not in ("x", "y"):
                shape.set(name, value)
        shape.tail = text.tail
        index = list(parent).index(text)
        parent.remove(text)
        parent.insert(index, shape)
    for element in root.iter():
        for name in FONT_ATTRS:
            element.attrib.pop(name, None)
    out = io.BytesIO()
    tree.write(out, encoding="utf-8", xml_declaration=False)
    with open(path, "wb") as file:
        file.write(out.getvalue().replace(b" />", b"/>") + (b"" if out.getvalue().endswith(b"\n") else b"\n"))


if __name__ == "__main__":
    bold = load_font(sys.argv[1], 700)
    for svg in sys.argv[2:]:
        convert(bold, svg)
