import { assignSlots, NO_SLOTS } from './rowSlots'

const rows = (...ids: string[]) => ids.map((id) => ({ id }))

describe('assignSlots', () => {
  it('gives the first rows fresh slots', () => {
    const s = assignSlots(NO_SLOTS, rows('a', 'b'))
    expect([...s.slotOf]).toEqual([
      ['a', 'slot-0'],
      ['b', 'slot-1'],
    ])
  })

  it('hands a new page the slots of the page before, in order', () => {
    const first = assignSlots(NO_SLOTS, rows('a', 'b', 'c'))
    const next = assignSlots(first, rows('d', 'e'))
    expect([...next.slotOf]).toEqual([
      ['d', 'slot-0'],
      ['e', 'slot-1'],
    ])
    // a longer page: fresh slots after those
    expect([...assignSlots(next, rows('f', 'g', 'h')).slotOf.values()]).toEqual([
      'slot-0',
      'slot-1',
      'slot-3',
    ])
  })

  it('keeps a staying row its slot and never gives a departed row’s slot to another', () => {
    const first = assignSlots(NO_SLOTS, rows('a', 'b', 'c'))
    // b deleted, x created, in one answer
    const next = assignSlots(first, rows('a', 'x', 'c'))
    expect([...next.slotOf]).toEqual([
      ['a', 'slot-0'],
      ['x', 'slot-3'],
      ['c', 'slot-2'],
    ])
  })

  it('keeps every slot for the same rows (a poll)', () => {
    const first = assignSlots(NO_SLOTS, rows('a', 'b'))
    expect(assignSlots(first, rows('b', 'a')).slotOf).toEqual(first.slotOf)
  })
})
