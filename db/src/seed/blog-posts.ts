/**
 * The articles Kitly launches with, written for Kitly. Content is trusted HTML (it ships with the code);
 * posts written in the back office are sanitized by the API instead.
 */
import { type DatabaseTransactionConnection, sql } from '../sql.ts'

type SeedPost = {
  title: string
  slug: string
  excerpt: string
  content: string
  tags: string[]
  reading_time_minutes: number
  /** Days before the seed runs, so the blog shows a sensible order. */
  published_days_ago: number
}

export const LAUNCH_POSTS: SeedPost[] = [
  {
    title: 'How to choose an AI tool without wasting a month on trials',
    slug: 'how-to-choose-an-ai-tool',
    excerpt:
      'A five-question checklist we use at Kitly to judge any AI tool in an afternoon: the job it does, the price after the trial, your data, the exit and the people behind it.',
    tags: ['guides', 'buying-advice', 'productivity'],
    reading_time_minutes: 6,
    published_days_ago: 2,
    content: `<p>There are thousands of AI tools, and most of them have a free trial. That sounds generous until you notice how many evenings go into signing up, importing data and learning a new interface, only to discover that the tool does not do the one thing you needed. Here is the checklist we use before a tool makes it into Kitly.</p>
<h2>1. Name the job, not the category</h2>
<p>"An AI writing tool" is a category. "Turn my weekly call notes into a client update in my own tone" is a job. Write the job down in one sentence before you look at anything. It makes comparison honest: a tool either does that job or it does not.</p>
<h2>2. Price the month after the trial</h2>
<p>Look for the plan you would actually need: seats, usage limits, exports, API access. Freemium tiers are often limited in the one place that matters for your job, such as video length or commercial use. Kitly marks each tool as Free, Freemium or Paid so you can filter early.</p>
<h2>3. Ask where your data goes</h2>
<p>Check whether your inputs are used to train models, where they are stored and whether you can delete them. If you handle client data, prefer tools with a clear data-processing agreement.</p>
<h2>4. Check the exit</h2>
<p>Can you export what you made in a common format? A tool that keeps your work hostage costs more than its subscription.</p>
<h2>5. Look at the people behind it</h2>
<p>A changelog with recent entries, documentation that answers real questions and reviews from people with your use case are better signals than a polished landing page. Read the reviews on each Kitly tool page, and leave one when you have used a tool for a few weeks: it helps the next person.</p>
<p>When two or three tools pass, put them side by side with <a href="/compare">Compare</a> and decide on the details that matter to you.</p>`,
  },
  {
    title: 'Build a starter AI kit for your side project with the Magic Kit Builder',
    slug: 'build-a-starter-ai-kit',
    excerpt:
      'Describe what you want to make in one sentence and get a kit of tools that covers each step, with the reason behind every pick. Here is how to get the best results.',
    tags: ['kit-builder', 'guides', 'getting-started'],
    reading_time_minutes: 4,
    published_days_ago: 9,
    content: `<p>The Magic Kit Builder turns a goal such as <em>"launch a podcast about personal finance on a zero budget"</em> into a short list of tools that together cover the whole job: recording, editing, show notes, cover art and promotion. Each tool comes with the reason it was picked.</p>
<h2>Write the goal like a brief</h2>
<ul>
<li><strong>Say what you are making</strong>: a podcast, an online shop, a YouTube channel, a research report.</li>
<li><strong>Add the constraints</strong>: "on a zero budget", "for a team of three", "without writing code".</li>
<li><strong>Mention the audience</strong> if it matters: "for teachers", "for B2B buyers".</li>
</ul>
<h2>Set the preferences</h2>
<p><strong>Budget</strong> keeps the kit to free and freemium tools, or admits paid ones. <strong>Complexity</strong> decides whether developer tools and APIs are welcome. <strong>Kit size</strong> chooses between a lean five-tool kit and a complete ten-tool stack.</p>
<h2>Keep, share or download</h2>
<p>Sign in to save a kit to your dashboard, share it with a link, or download it as a PDF to plan your week. Not happy with a pick? Generate another kit with a more specific goal.</p>
<p><a href="/kit-builder">Open the Magic Kit Builder</a> and try it with your next project.</p>`,
  },
  {
    title: 'Free and open-source AI tools worth knowing in 2026',
    slug: 'free-and-open-source-ai-tools-2026',
    excerpt:
      'Not every good AI tool needs a subscription. A tour of free and open-source tools in our directory for transcription, music, images and coding.',
    tags: ['open-source', 'free-tools', 'roundup'],
    reading_time_minutes: 5,
    published_days_ago: 16,
    content: `<p>A large part of the Kitly directory is free to use, often because the tool is open source. Open-source tools can run on your own computer, keep your data with you and keep working when a company changes its plans. Here is where to start.</p>
<h2>Speech and transcription</h2>
<p><a href="/tools/whisper">Whisper</a> transcribes and translates speech in dozens of languages, and community builds such as <a href="/tools/whisper-cpp">whisper.cpp</a> run it fast on an ordinary laptop.</p>
<h2>Music and audio</h2>
<p><a href="/tools/audiocraft">AudioCraft</a> and <a href="/tools/musicgen">MusicGen</a> generate music from a text description; <a href="/tools/ultimate-vocal-remover">Ultimate Vocal Remover</a> separates vocals from a track for remixes and karaoke.</p>
<h2>Voice</h2>
<p><a href="/tools/bark">Bark</a> and <a href="/tools/tortoise">Tortoise</a> turn text into expressive speech, which is enough for prototypes, narration drafts and accessibility work.</p>
<h2>How we label pricing</h2>
<p>Every tool page shows a pricing model: <strong>Free</strong> (fully free or open source), <strong>Freemium</strong> (a lasting free tier plus paid plans) or <strong>Paid</strong>. Where we do not know yet, we say nothing rather than guess. Use the <em>Free Tools</em> filter in the <a href="/tools?pricing=free">directory</a> to see them all.</p>`,
  },
]

export async function insertLaunchPosts(tx: DatabaseTransactionConnection): Promise<number> {
  let inserted = 0
  for (const post of LAUNCH_POSTS) {
    const result = await tx.query(sql.typeAlias('void')`
      INSERT INTO posts (title, slug, excerpt, content, tags, reading_time_minutes, author_name,
                         is_published, published_at)
      VALUES (${post.title}, ${post.slug}, ${post.excerpt}, ${post.content}, ${sql.array(post.tags, 'text')},
              ${post.reading_time_minutes}, 'Kitly Team', true, now() - make_interval(days => ${post.published_days_ago}))
      ON CONFLICT (slug) DO NOTHING`)
    inserted += result.rowCount
  }
  return inserted
}
