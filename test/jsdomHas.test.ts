// setup-jest.ts lets jsdom skip rules that cannot match (jsdomHas.ts); the answers of
// getComputedStyle must not change.
test('rules still apply exactly to the elements they match', () => {
  const style = document.createElement('style')
  style.textContent = `
    .box:has(> .inner) { display: none }
    .box:has(> .inner ~ .after) { visibility: hidden }
    .outer:has(.deep) .leaf { display: inline }
    .a:has(.x), .b { pointer-events: none }
    .list > .item.on:hover, .other .item.on { color: red }
    div.tagged { display: flex }
    .esc\\:aped { display: grid }
  `
  document.head.append(style)
  document.body.innerHTML = `
    <div class="box" id="parent"><span class="inner"></span><span class="after"></span></div>
    <div class="box" id="nested"><div><span class="inner"></span></div></div>
    <div class="plain" id="plain"><span class="inner"></span></div>
    <div class="outer"><span class="deep"></span><span class="leaf" id="leaf"></span></div>
    <div class="a" id="a"><i class="x"></i></div>
    <div class="b" id="b"></div>
    <div class="a" id="a-without"></div>
    <div class="other"><span class="item on" id="on"></span><span class="item" id="off"></span></div>
    <div class="tagged" id="tagged"></div>
    <div class="esc:aped" id="escaped"></div>
  `
  const computed = (id: string) => getComputedStyle(document.getElementById(id)!)
  expect(computed('parent').display).toBe('none')
  expect(computed('parent').visibility).toBe('hidden')
  expect(computed('nested').display).toBe('block') // `>`: a grandchild does not count
  expect(computed('plain').display).toBe('block') // not a .box
  expect(computed('leaf').display).toBe('inline') // `:has()` on an ancestor's compound
  expect(computed('a').pointerEvents).toBe('none')
  expect(computed('b').pointerEvents).toBe('none')
  expect(computed('a-without').pointerEvents).toBe('auto')
  expect(computed('on').color).toBe('rgb(255, 0, 0)')
  expect(computed('off').color).not.toBe('rgb(255, 0, 0)')
  expect(computed('tagged').display).toBe('flex') // a type before the class: no shortcut
  expect(computed('escaped').display).toBe('grid')
  style.remove()
})
