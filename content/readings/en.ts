import type { ReadingGuides } from './types';

/** What each new reading is and how it is read, with the questions people ask about it. */
export const readingGuides: ReadingGuides = {
  yesNo: {
    body: [
      { type: 'h2', text: 'How the yes or no spread works' },
      {
        type: 'p',
        text: "Sometimes you don't want a long story, you want an answer. Yes or no tarot is the simplest way to ask for one. You hold a single, clear question in mind, draw from the 22 major arcana, or from the whole deck of 78 if you choose it, and read the answer in the character of the card. With one card, that card is the answer. With three, the first shows where things stand now, the second what stands in the way and the third where it all leads.",
      },
      {
        type: 'p',
        text: "The cards don't simply toss a coin for you, though. Each arcanum carries its own weight, and the answer always comes with a reason: a yes that asks for courage, a no that really means not yet, a maybe that hands the choice back to you.",
      },
      { type: 'h2', text: 'Which cards lean yes, and which lean no' },
      { type: 'p', text: 'Every card of the major arcana leans one of three ways.' },
      {
        type: 'ul',
        items: [
          'Yes: the bright cards, The Sun, The Star, The World, The Magician, The Empress, The Lovers, The Chariot, Strength, Wheel of Fortune and Temperance. They speak of growth, support and momentum.',
          'No, or not yet: the shadow cards, The Tower, The Moon, The Devil, Death and The Hanged Man. They point to something that has to end, be faced or wait before the door can open.',
          'It depends: the balanced cards, The Fool, The High Priestess, The Emperor, The Hierophant, The Hermit, Justice and Judgement. They neither push nor block, and the outcome rests on your choices or on timing.',
        ],
      },
      {
        type: 'p',
        text: 'With the full deck, the minor arcana lean the same three ways. Most Cups, Pentacles and Wands lean yes, while the hard Swords, such as the Three, the Nine and the Ten, lean no or not yet. If you let cards come up reversed, a reversed card usually loses some of its light: a bright card then says it depends, and a balanced one leans towards no. A few hard cards work the other way round. Reversed, the Tower, the Moon, the Devil and the Hanged Man loosen their grip and leave the answer open. Every card’s page gives its lean, upright and reversed.',
      },
      {
        type: 'p',
        text: "In the three-card spread the outcome counts most, and the present comes next. A dark card in the middle doesn't cancel a yes, but it adds a condition: the answer is yes if you deal with what that card shows. The Sun as the outcome with The Tower in the way, for example, is a real yes that will ask something of you. Two shadow cards around a bright one lean towards not yet.",
      },
      { type: 'h2', text: 'How to ask a good yes or no question' },
      {
        type: 'p',
        text: "Keep it to one question, and make it one that can genuinely be answered yes or no. Ask about your own path rather than someone else's choices, because “Should I apply for this job?” will tell you more than “Will they pick me?”. Add a time frame if it matters, such as “in the next three months”, and avoid asking two things at once. If the answer isn't the one you hoped for, read the meaning of the card before drawing again, since the reason is often more useful than the verdict.",
      },
    ],
    faq: [
      {
        id: 'how-it-answers',
        question: 'How does yes or no tarot give an answer?',
        answer: [
          'Every card has a tone. Bright cards lean yes, shadow cards lean no or not yet, and balanced cards say it depends. A reversed card, if you let cards come up reversed, usually leans a step darker, though a few hard cards such as the Tower soften instead. With one card, its tone is your answer. With three, the outcome card weighs most, then the present, and a hard card in the way turns a yes into a yes with a condition.',
          'The written reading explains why the cards answer as they do, which is worth as much as the verdict itself. Treat it as a mirror for your own judgement rather than a ruling on your future. For painful questions, about betrayal, illness or grief, the reading sets the yes or no aside and speaks with care instead.',
        ],
      },
      {
        id: 'which-cards-say-yes',
        question: 'Which tarot cards mean yes?',
        answer: [
          'The Sun is the clearest yes in the deck, followed closely by The Star, The World and The Magician. The Empress, The Lovers, The Chariot, Strength, Wheel of Fortune and Temperance lean yes as well.',
          'The Tower, The Moon, The Devil, Death and The Hanged Man lean no or not yet. Death is rarely literal: it usually says that something has to end before something new can begin. The Fool, The High Priestess, The Emperor, The Hierophant, The Hermit, Justice and Judgement sit in the middle.',
        ],
      },
      {
        id: 'one-or-three',
        question: 'Should I draw one card or three?',
        answer: [
          'One card suits a simple, everyday question when you want a quick answer. Three cards suit a question that matters more to you, because they show not only the answer but also what stands in the way and where things are heading.',
          'If a single card leaves you unsure, the three-card spread is a good next step, but give it a little time rather than drawing again straight away.',
        ],
      },
      {
        id: 'ask-again',
        question: 'Can I ask the same question again?',
        answer: [
          'You can, but asking the same thing over and over until a card says yes rarely helps. The first answer is usually the most honest one, because it came before you started bargaining with the cards.',
          'It makes sense to ask again when something has changed, after a conversation, a decision or a few weeks of waiting. Then a new reading reflects a new situation.',
        ],
      },
    ],
  },
  dayCard: {
    body: [
      { type: 'h2', text: 'What the card of the day is' },
      {
        type: 'p',
        text: "The card of the day is the oldest and simplest tarot habit: one card, drawn in the morning, to set the tone for the day. You don't need a question. You pick a card from the fan, read what it says and carry it with you until evening. By default the card comes from the 22 major arcana, the great archetypes of the deck, so even a single card has plenty to say; choose the full deck if you would rather have all 78 cards in play.",
      },
      {
        type: 'p',
        text: 'You draw one card a day. Once drawn, it stays in your browser until midnight, your local time, so if you reload the page you will find the same card and the same reading. It is also kept in My readings, so you can look back over your week and notice which themes keep returning.',
      },
      { type: 'h2', text: 'How to read your daily card' },
      {
        type: 'p',
        text: "Think of the card as a companion rather than a forecast. It doesn't decide what will happen today; it suggests an attitude, a question to keep in mind or something to look out for. A few examples:",
      },
      {
        type: 'ul',
        items: [
          'The Sun invites you to enjoy what is going well, and to share it.',
          'The Hermit asks for a little quiet time and fewer distractions.',
          'The Chariot favours action, so start what you have been putting off.',
          'The Tower warns that a plan may need to change, and that flexibility will serve you better than resistance.',
          'The Moon suggests not trusting every first impression, and waiting until things are clearer.',
        ],
      },
      {
        type: 'p',
        text: 'A demanding card is not a bad omen. It simply shows where the day may ask more of you, and knowing that in the morning is an advantage.',
      },
      { type: 'h2', text: 'Making it a daily habit' },
      {
        type: 'p',
        text: 'The card of the day works best over time. Draw it at the same moment each morning, perhaps over your first cup of tea or coffee, and read its meaning calmly. In the evening, take a minute to look back: where did the card show up? In a conversation, a decision, a mood? After a few weeks you will know the cards far better than any book could teach you, because you will have seen them at work in your own life.',
      },
    ],
    faq: [
      {
        id: 'why-one-a-day',
        question: 'Why can I only draw one card a day?',
        answer: [
          'Because the card of the day is meant to accompany the whole day, not to be redrawn until you like it. One card, accepted as it comes, invites you to work with what it says rather than hunting for a better answer.',
          'If you have a specific question, the other readings on the site are there for that, and you can use them as often as you like.',
        ],
      },
      {
        id: 'same-card',
        question: 'Why do I see the same card when I reload the page?',
        answer: [
          "Today's card is saved in your browser until midnight, your local time. Reloading the page, closing it or coming back later shows the same card and the same reading, which is exactly how it is meant to work. After midnight, a new card is waiting for you.",
          'The card is kept only in this browser, on this device, just like the readings in My readings.',
        ],
      },
      {
        id: 'how-to-use',
        question: 'How should I use my card of the day?',
        answer: [
          'Read it in the morning and pick out one idea, whether a word, an image or a piece of advice. Keep it in mind during the day, and in the evening ask yourself where it appeared. Some people note the card and a line about their day in a notebook.',
          "Don't treat the card as a prediction. It is a prompt for reflection, and it is most useful when it sharpens your attention rather than worries you.",
        ],
      },
      {
        id: 'keep-it',
        question: 'Can I keep my daily cards?',
        answer: [
          'Yes. Each card of the day is kept in My readings, in this browser, along with your other finished readings, unless you have switched keeping off there. You can read them again, export them to a file or delete them whenever you like.',
          'Looking back over a week or a month of daily cards is often revealing. A card that keeps coming back tends to point to a theme that matters to you right now.',
        ],
      },
    ],
  },
  thinking: {
    body: [
      { type: 'h2', text: 'What this spread shows' },
      {
        type: 'p',
        text: "When someone is on your mind, a partner, a crush, a friend you have fallen out with or a colleague you can't quite read, it is natural to wonder what is going on in their head. This four-card spread looks at that person from where you stand. It can't read anyone's mind, but it can help you see the situation more clearly and notice signals you may have missed or misread.",
      },
      {
        type: 'p',
        text: "Picture the person before you draw, clearly but without forcing anything. You don't need to type their name; your question is enough.",
      },
      { type: 'h2', text: 'The four positions' },
      {
        type: 'ol',
        items: [
          'What they think of you: the image they have of you, their conscious opinion and first impressions.',
          "What they feel but don't say: the emotions they keep to themselves, out of shyness, pride or caution.",
          'What they intend to do: the direction they seem to be heading in, which is not fixed and can still change.',
          'Advice for you: how best to act, whatever they think or feel.',
        ],
      },
      {
        type: 'p',
        text: "Bright cards in the first two positions, such as The Sun, The Star or The Lovers, suggest warmth and interest. The Moon or The Hanged Man can point to confusion, hesitation or feelings that haven't found words yet, which is not the same as indifference. The Hermit in the second position often describes someone who feels a great deal but keeps it private, and The Emperor in the third someone who wants to act but on their own terms.",
      },
      { type: 'h2', text: 'How to ask about someone' },
      {
        type: 'p',
        text: "Ask open questions about the connection rather than trying to check up on someone. “What does this person think of me after our first date?” or “What is my friend feeling since our argument?” work well. The last card is always about you, and it matters most: other people's thoughts belong to them, but what you do next is in your hands.",
      },
    ],
    faq: [
      {
        id: 'whose-thoughts',
        question: 'Whose thoughts does this reading really show?',
        answer: [
          'The reading is about the other person, but it is read through you: your question, your intuition and what you already know of them. The cards offer a reflection of how that person may see you, not a transcript of their mind.',
          "That is why it helps to read it alongside what you have actually seen and heard from them. If the cards and reality don't match, trust reality.",
        ],
      },
      {
        id: 'how-accurate',
        question: "How accurate is a reading about someone else's thoughts?",
        answer: [
          "No reading can know for certain what another person thinks, and this site doesn't claim to. Tarot works best as a way of sorting out your own impressions and finding better questions, not as proof.",
          'If you need to know what someone really feels, the most reliable way is still to ask them, calmly and honestly. The reading can help you find the right moment and the right words.',
        ],
      },
      {
        id: 'what-to-ask',
        question: 'What is a good question for this spread?',
        answer: [
          'Questions that name the situation work best, such as “What does my colleague think of my work?”, “How does my partner feel about moving in together?” or “What is my crush thinking after our last conversation?”. Focus on one person and one situation at a time.',
          'Steer clear of questions that try to control or watch someone. If you are worried about betrayal or about your safety, a trusted friend or a professional will help you far more than the cards can.',
        ],
      },
      {
        id: 'feelings-change',
        question: 'Can their feelings change after the reading?',
        answer: [
          'Yes. Thoughts and feelings move, and so do intentions: the third card shows a direction, not a decision already taken. The cards describe a moment, and people are always free to change their minds.',
          'So are you. The advice card is there to remind you that your own choices also shape how things go between you.',
        ],
      },
    ],
  },
  comeBack: {
    body: [
      { type: 'h2', text: 'A reading for a love that has ended' },
      {
        type: 'p',
        text: "After a break-up, the question “Will they come back?” can take over almost every thought. This spread is written with that in mind. It doesn't promise a reunion and it doesn't rule one out. It helps you understand what happened, where the other person's heart seems to be and what is genuinely possible, so that you can decide what is best for you.",
      },
      {
        type: 'p',
        text: 'Some readings show a real chance to talk again. Others gently suggest that it is time to let go. Both are honest answers, and both are meant to help you move forward rather than wait.',
      },
      { type: 'h2', text: 'The four positions' },
      {
        type: 'ol',
        items: [
          'What ended it: the real reasons behind the break-up, beyond the last argument.',
          'What they feel now: the state of their heart, which may be more mixed than it looks from outside.',
          'What is possible: what could realistically happen between you, from a fresh start to a peaceful ending.',
          'Advice for you: what will help you most now, whatever they decide.',
        ],
      },
      {
        type: 'p',
        text: "The Star, Temperance or Judgement in the third position can point to healing, a second chance or at least a calmer conversation. The Tower or Death there rarely promises a return to how things were: either card speaks of an ending that clears the ground, so that whatever remains afterwards, or whatever comes next, stands on firmer footing. The Devil may show a pull that keeps you tied to a bond that isn't good for you. No card decides for another person, though. They are free to make their own choices, and so are you.",
      },
      { type: 'h2', text: 'How to ask with care' },
      {
        type: 'p',
        text: "Gentle questions give clearer readings: “Is there still a chance for us?”, “What do I need to understand about our break-up?” or “How can I find peace with this?”. Try not to ask the same question every day, because then the hurt speaks louder than the cards. Whatever the reading says, respect the other person's space. Love that returns comes back freely, never because it was chased.",
      },
    ],
    faq: [
      {
        id: 'will-they-return',
        question: 'Can tarot tell me whether my ex will come back?',
        answer: [
          "Not with certainty, and any reading that promises it deserves caution. Whether someone comes back depends on their choices, which are theirs alone. The cards can show the mood between you and whether the door seems open or closed, but they can't bring anyone back.",
          'What the reading can do is help you see clearly: what went wrong, what might still be mended and what you need, whatever happens.',
        ],
      },
      {
        id: 'painful-cards',
        question: 'What if I draw painful cards?',
        answer: [
          "The Tower, Death or The Moon can be hard to see in a reading about someone you love. They rarely mean anything dramatic. More often they describe an ending that has already happened, a confusion that hasn't cleared yet or a change you are being asked to accept.",
          "A painful card is neither a punishment nor a final verdict. Read it alongside the advice card, which always points to what you can do for yourself now. If the break-up has left you struggling to cope, talk to someone close to you or to a professional; you don't have to get through it alone.",
        ],
      },
      {
        id: 'how-often',
        question: 'How often should I ask whether they will come back?',
        answer: [
          'Not too often. Drawing cards every day on the same question tends to feed anxiety rather than ease it, and the answers end up reflecting your mood more than the situation.',
          'It makes more sense to wait a few weeks, or to ask again when something has actually changed, such as a message, a meeting or a decision of your own.',
        ],
      },
      {
        id: 'letting-go',
        question: 'How do I know when it is time to let go?',
        answer: [
          "When readings keep showing an ending rather than a new beginning, when the other person has clearly said they don't want to come back, or when waiting is stopping you from living, those are strong signs that it is time to let go.",
          "Letting go doesn't mean forgetting, or no longer caring. It means giving yourself permission to heal and to make room for what comes next. The cards can keep you company on the way, but the decision, and the strength to see it through, are yours.",
        ],
      },
    ],
  },
  cross: {
    body: [
      { type: 'h2', text: 'The Celtic cross, the classic ten-card spread' },
      {
        type: 'p',
        text: 'The Celtic cross is the best-known spread in tarot. It was popularised by A. E. Waite in The Pictorial Key to the Tarot, published in 1910, and it has been the layout of choice for big questions ever since. It uses ten cards: six form a cross in the middle of the table, and four more stand in a column to its right, known as the staff.',
      },
      {
        type: 'p',
        text: 'The cross describes the situation. The first card is the heart of the matter, and the second is laid across it to show what crosses it, the challenge. Around them sit the root below (the distant past, the foundation), the recent past to the left, what could be above (the crown, the best that can come) and the near future to the right.',
      },
      {
        type: 'p',
        text: 'The staff is read from the bottom up and turns to the people involved. The seventh card is you and your attitude, the eighth is those around you, the ninth holds your hopes and fears, which are often tangled together, and the tenth is the outcome, where things are heading if nothing changes.',
      },
      { type: 'h2', text: 'How to read it' },
      {
        type: 'p',
        text: 'Rather than reading ten separate answers, compare the cards with one another. The root and the outcome tell the story from beginning to end. The crown and the outcome show whether what you hope for and where you are heading agree. Your own card beside the card for those around you shows where the balance of influence lies. A bright outcome such as The World or The Sun with The Tower as the challenge suggests a good result that will have to be earned.',
      },
      { type: 'h2', text: 'The five-card cross' },
      {
        type: 'p',
        text: 'The simple cross, known in Italy as the stesa a croce and in the Spanish-speaking world as the tirada en cruz, is a long-standing layout of Italian and Spanish cartomancy, used for everyday questions. It takes five cards: the situation in the centre, what is in your favour on the left, what is against you on the right, the advice above and the outcome below. It is quick to read and very clear, since the two sides show the forces at play and the advice shows how to tip the balance.',
      },
      {
        type: 'p',
        text: 'For either spread, ask an open question about a situation that matters to you, such as “What do I need to know about my move abroad?”, rather than a simple yes or no.',
      },
    ],
    faq: [
      {
        id: 'celtic-order',
        question: 'In what order are the Celtic cross cards laid out?',
        answer: [
          'First the heart of the matter in the centre, then the challenge laid across it. The third card goes below (the root), the fourth to the left (the recent past), the fifth above (what could be) and the sixth to the right (the near future). The last four form a column on the right, from the bottom up: you, those around you, hopes and fears, and the outcome.',
          "Some books order the cards around the centre differently, Waite's own version included. What matters is knowing what each position means before you read it, and this site always uses the order above.",
        ],
      },
      {
        id: 'five-card-cross',
        question: 'What is the five-card cross?',
        answer: [
          'It is a simple cross-shaped spread long used in Italian and Spanish cartomancy, called the stesa a croce in Italian and the tirada en cruz in Spanish. The card in the centre shows the situation, the one on the left what is in your favour, the one on the right what is against you, the one above the advice and the one below the outcome.',
          'It is a good choice when you want more than a yes or no, without the depth, or the time, that a ten-card reading asks for.',
        ],
      },
      {
        id: 'which-to-choose',
        question: 'Should I choose the Celtic cross or the five-card cross?',
        answer: [
          'The Celtic cross suits complex or important situations: a big decision, a relationship at a turning point, a period of change with several things at stake. The five-card cross suits clear, concrete questions, where you want to see what helps, what hinders and what to do.',
          'If you are unsure, start with the five-card cross. If its answer opens more questions than it settles, the Celtic cross will give you room to explore them.',
        ],
      },
      {
        id: 'how-long',
        question: 'How far ahead does a Celtic cross reading look?',
        answer: [
          'There is no fixed rule. Many readers take the near future and the outcome to mean the next few weeks or months, but really the reading follows the course of the situation you asked about, however long that lasts.',
          'If timing matters, put it in your question, for example “over the next three months”. And remember that the outcome shows where things are heading now, so your choices can still change the direction.',
        ],
      },
    ],
  },
};
