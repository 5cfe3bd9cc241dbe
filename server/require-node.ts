/**
 * The project runs on the Node 24 that `npm install` puts in node_modules/.bin. Calling a tool
 * directly (not through `npm run`) would use the machine's older Node and fail obscurely.
 */
export function requireNode24(): void {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 24) {
    console.error(
      `This project needs Node 24 (found ${process.version}). Run it through npm ("npm start", "npm test"), which uses the Node 24 installed with the project.`,
    );
    process.exit(1);
  }
}
